import type { RouteName } from './routes';

/** What a person may be trusted with; each role includes the one before it. */
export const ROLES = ['operator', 'supervisor', 'administrator'] as const;
export type Role = (typeof ROLES)[number];

/** Everything a route may ask of its caller, named as a 403 names it. */
export const PERMISSIONS = [
  'records.read',
  'stock.change',
  'stock.audit',
  'batches.create',
  'mixtures.make',
  'runs.record',
  'records.create',
  'records.edit',
  'records.delete',
  'records.restore',
  'templates.manage',
  'runs.undo',
  'holds.place',
  'holds.release',
  'import.run',
  'people.manage',
  'tokens.manage',
  'settings.manage',
  'webhooks.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const OPERATOR: readonly Permission[] = ['records.read', 'stock.change', 'stock.audit', 'batches.create', 'mixtures.make', 'runs.record'];
const SUPERVISOR: readonly Permission[] = [
  ...OPERATOR,
  'records.create',
  'records.edit',
  'records.delete',
  'records.restore',
  'templates.manage',
  'runs.undo',
  'holds.place',
  'holds.release',
  'import.run',
];

export const PERMISSIONS_OF_ROLE: Record<Role, ReadonlySet<Permission>> = {
  operator: new Set(OPERATOR),
  supervisor: new Set(SUPERVISOR),
  administrator: new Set(PERMISSIONS),
};

/** The header that carries a person's PIN to confirm a hold's release or a delete. */
export const PIN_HEADER = 'lotline-pin';

export const roleAllows = (role: Role, permission: Permission): boolean => PERMISSIONS_OF_ROLE[role].has(permission);

/**
 * What each route asks once accounts are on. `public` routes answer anyone: the status, signing
 * in and out, turning accounts on, and the HTTPS certificate a phone must trust before it can
 * sign in safely. The record says whether a person must confirm with their PIN (holds released,
 * anything deleted), which a token, being no person, never does.
 */
export const ROUTE_ACCESS: Record<RouteName, { permission: Permission | 'public'; pin?: true }> = {
  getStatus: { permission: 'public' },
  getNextId: { permission: 'records.read' },

  createBin: { permission: 'records.create' },
  listBins: { permission: 'records.read' },
  getBin: { permission: 'records.read' },
  updateBin: { permission: 'records.edit' },
  deleteBin: { permission: 'records.delete', pin: true },

  createSku: { permission: 'records.create' },
  listSkus: { permission: 'records.read' },
  getSku: { permission: 'records.read' },
  updateSku: { permission: 'records.edit' },
  deleteSku: { permission: 'records.delete', pin: true },
  getSkuBins: { permission: 'records.read' },
  getSkuBatches: { permission: 'records.read' },

  createBatch: { permission: 'batches.create' },
  listBatches: { permission: 'records.read' },
  getBatch: { permission: 'records.read' },
  updateBatch: { permission: 'records.edit' },
  deleteBatch: { permission: 'records.delete', pin: true },
  getBatchBins: { permission: 'records.read' },

  createCustomer: { permission: 'records.create' },
  listCustomers: { permission: 'records.read' },
  getCustomer: { permission: 'records.read' },
  updateCustomer: { permission: 'records.edit' },
  deleteCustomer: { permission: 'records.delete', pin: true },
  createShipment: { permission: 'stock.change' },
  listShipments: { permission: 'records.read' },
  getShipment: { permission: 'records.read' },
  getPackingSlip: { permission: 'records.read' },

  changeContents: { permission: 'stock.change' },
  moveContents: { permission: 'stock.change' },
  auditBin: { permission: 'stock.audit' },

  getHistory: { permission: 'records.read' },
  getBinHistory: { permission: 'records.read' },
  getSkuHistory: { permission: 'records.read' },
  getBatchHistory: { permission: 'records.read' },
  getOperation: { permission: 'records.read' },

  listArchive: { permission: 'records.read' },
  getArchived: { permission: 'records.read' },
  restoreArchived: { permission: 'records.restore' },

  createMixture: { permission: 'mixtures.make' },
  listMixtures: { permission: 'records.read' },
  getMixture: { permission: 'records.read' },
  getMixtureLog: { permission: 'records.read' },
  drawMixture: { permission: 'mixtures.make' },
  splitMixture: { permission: 'mixtures.make' },
  appendMixtureAudit: { permission: 'mixtures.make' },

  createStepTemplate: { permission: 'templates.manage' },
  listStepTemplates: { permission: 'records.read' },
  getStepTemplate: { permission: 'records.read' },
  updateStepTemplate: { permission: 'templates.manage' },
  deleteStepTemplate: { permission: 'templates.manage', pin: true },

  createStepInstance: { permission: 'runs.record' },
  listStepInstances: { permission: 'records.read' },
  getStepInstance: { permission: 'records.read' },
  updateStepInstance: { permission: 'records.edit' },
  undoStepInstance: { permission: 'runs.undo', pin: true },

  trace: { permission: 'records.read' },
  holdItems: { permission: 'holds.place' },
  releaseHolds: { permission: 'holds.release', pin: true },
  // A recall holds stock and speaks for the plant to its customers: a supervisor's act, as a hold is.
  startRecall: { permission: 'holds.place' },
  listRecalls: { permission: 'records.read' },
  getRecall: { permission: 'records.read' },
  notifyRecallCustomer: { permission: 'holds.place' },
  closeRecall: { permission: 'holds.place' },
  importRows: { permission: 'import.run' },

  search: { permission: 'records.read' },
  scan: { permission: 'records.read' },
  getNames: { permission: 'records.read' },

  getLabels: { permission: 'records.read' },
  getLabelsPdf: { permission: 'records.read' },
  getLabelsZpl: { permission: 'records.read' },

  getTls: { permission: 'public' },
  getTlsCa: { permission: 'public' },
  getTlsProfile: { permission: 'public' },

  getOpenApiDocument: { permission: 'records.read' },
  getApiDocs: { permission: 'records.read' },

  initAccounts: { permission: 'public' },
  getSession: { permission: 'public' },
  signIn: { permission: 'public' },
  signOut: { permission: 'public' },

  listPeople: { permission: 'people.manage' },
  createPerson: { permission: 'people.manage' },
  getPerson: { permission: 'people.manage' },
  updatePerson: { permission: 'people.manage' },

  listTokens: { permission: 'tokens.manage' },
  createToken: { permission: 'tokens.manage' },
  revokeToken: { permission: 'tokens.manage' },

  // A webhook sends the plant's events to another system: an administrator's act, as a token is.
  listWebhooks: { permission: 'webhooks.manage' },
  createWebhook: { permission: 'webhooks.manage' },
  deleteWebhook: { permission: 'webhooks.manage' },
  listWebhookDeliveries: { permission: 'webhooks.manage' },
  testWebhook: { permission: 'webhooks.manage' },

  getSettings: { permission: 'records.read' },
  updateSettings: { permission: 'settings.manage' },
};
