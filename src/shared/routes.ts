/**
 * Every API route once, by the name its OpenAPI operation carries: the server registers each
 * from here (src/server/http/api-route.ts) and the client builds its URLs with pathTo, so a
 * path cannot drift between them. Paths are Fastify templates: `:id` stands for a parameter.
 */
export const ROUTES = {
  getStatus: { method: 'GET', path: '/api/status' },
  getNextId: { method: 'GET', path: '/api/next/:kind' },

  createBin: { method: 'POST', path: '/api/bins' },
  listBins: { method: 'GET', path: '/api/bins' },
  getBin: { method: 'GET', path: '/api/bin/:id' },
  updateBin: { method: 'PATCH', path: '/api/bin/:id' },
  deleteBin: { method: 'DELETE', path: '/api/bin/:id' },

  createSku: { method: 'POST', path: '/api/skus' },
  listSkus: { method: 'GET', path: '/api/skus' },
  getSku: { method: 'GET', path: '/api/sku/:id' },
  updateSku: { method: 'PATCH', path: '/api/sku/:id' },
  deleteSku: { method: 'DELETE', path: '/api/sku/:id' },
  getSkuBins: { method: 'GET', path: '/api/sku/:id/bins' },
  getSkuBatches: { method: 'GET', path: '/api/sku/:id/batches' },

  createBatch: { method: 'POST', path: '/api/batches' },
  listBatches: { method: 'GET', path: '/api/batches' },
  getBatch: { method: 'GET', path: '/api/batch/:id' },
  updateBatch: { method: 'PATCH', path: '/api/batch/:id' },
  deleteBatch: { method: 'DELETE', path: '/api/batch/:id' },
  getBatchBins: { method: 'GET', path: '/api/batch/:id/bins' },

  createCustomer: { method: 'POST', path: '/api/customers' },
  listCustomers: { method: 'GET', path: '/api/customers' },
  getCustomer: { method: 'GET', path: '/api/customer/:id' },
  updateCustomer: { method: 'PATCH', path: '/api/customer/:id' },
  deleteCustomer: { method: 'DELETE', path: '/api/customer/:id' },

  createShipment: { method: 'POST', path: '/api/shipments' },
  listShipments: { method: 'GET', path: '/api/shipments' },
  getShipment: { method: 'GET', path: '/api/shipment/:id' },
  getPackingSlip: { method: 'GET', path: '/api/shipment/:id/packing-slip.pdf' },

  changeContents: { method: 'POST', path: '/api/bin/:id/contents' },
  moveContents: { method: 'PUT', path: '/api/bin/:id/contents/move' },
  auditBin: { method: 'POST', path: '/api/bin/:id/audit' },

  getHistory: { method: 'GET', path: '/api/history' },
  getBinHistory: { method: 'GET', path: '/api/bin/:id/history' },
  getSkuHistory: { method: 'GET', path: '/api/sku/:id/history' },
  getBatchHistory: { method: 'GET', path: '/api/batch/:id/history' },
  getOperation: { method: 'GET', path: '/api/operation/:id' },

  listArchive: { method: 'GET', path: '/api/archive' },
  getArchived: { method: 'GET', path: '/api/archive/:id' },
  restoreArchived: { method: 'POST', path: '/api/archive/:id/restore' },

  createMixture: { method: 'POST', path: '/api/mixtures' },
  listMixtures: { method: 'GET', path: '/api/mixtures' },
  getMixture: { method: 'GET', path: '/api/mixture/:id' },
  getMixtureLog: { method: 'GET', path: '/api/mixture/:id/audit' },
  drawMixture: { method: 'POST', path: '/api/mixture/:id/draw' },
  splitMixture: { method: 'POST', path: '/api/mixture/:id/split' },
  appendMixtureAudit: { method: 'POST', path: '/api/mixture/:id/audit' },

  createStepTemplate: { method: 'POST', path: '/api/step-templates' },
  listStepTemplates: { method: 'GET', path: '/api/step-templates' },
  getStepTemplate: { method: 'GET', path: '/api/step-template/:id' },
  updateStepTemplate: { method: 'PATCH', path: '/api/step-template/:id' },
  deleteStepTemplate: { method: 'DELETE', path: '/api/step-template/:id' },

  createStepInstance: { method: 'POST', path: '/api/step-instances' },
  listStepInstances: { method: 'GET', path: '/api/step-instances' },
  getStepInstance: { method: 'GET', path: '/api/step-instance/:id' },
  updateStepInstance: { method: 'PATCH', path: '/api/step-instance/:id' },
  undoStepInstance: { method: 'DELETE', path: '/api/step-instance/:id' },

  trace: { method: 'POST', path: '/api/traceability' },
  holdItems: { method: 'POST', path: '/api/holds' },
  releaseHolds: { method: 'POST', path: '/api/holds/release' },
  startRecall: { method: 'POST', path: '/api/recalls' },
  listRecalls: { method: 'GET', path: '/api/recalls' },
  getRecall: { method: 'GET', path: '/api/recall/:id' },
  notifyRecallCustomer: { method: 'POST', path: '/api/recall/:id/notifications' },
  closeRecall: { method: 'POST', path: '/api/recall/:id/close' },
  importRows: { method: 'POST', path: '/api/import' },

  search: { method: 'GET', path: '/api/search' },
  scan: { method: 'GET', path: '/api/scan' },
  getNames: { method: 'POST', path: '/api/names' },

  getLabels: { method: 'GET', path: '/api/labels' },
  getLabelsPdf: { method: 'GET', path: '/api/labels.pdf' },
  getLabelsZpl: { method: 'GET', path: '/api/labels.zpl' },

  getTls: { method: 'GET', path: '/api/tls' },
  getTlsCa: { method: 'GET', path: '/api/tls/ca.pem' },
  getTlsProfile: { method: 'GET', path: '/api/tls/ca.mobileconfig' },

  getOpenApiDocument: { method: 'GET', path: '/api/openapi.json' },
  getApiDocs: { method: 'GET', path: '/api/docs' },

  initAccounts: { method: 'POST', path: '/api/accounts/init' },
  getSession: { method: 'GET', path: '/api/session' },
  signIn: { method: 'POST', path: '/api/session' },
  signOut: { method: 'DELETE', path: '/api/session' },

  listPeople: { method: 'GET', path: '/api/people' },
  createPerson: { method: 'POST', path: '/api/people' },
  getPerson: { method: 'GET', path: '/api/person/:id' },
  updatePerson: { method: 'PATCH', path: '/api/person/:id' },

  listTokens: { method: 'GET', path: '/api/tokens' },
  createToken: { method: 'POST', path: '/api/tokens' },
  revokeToken: { method: 'DELETE', path: '/api/token/:id' },

  listWebhooks: { method: 'GET', path: '/api/webhooks' },
  createWebhook: { method: 'POST', path: '/api/webhooks' },
  deleteWebhook: { method: 'DELETE', path: '/api/webhook/:id' },
  listWebhookDeliveries: { method: 'GET', path: '/api/webhook/:id/deliveries' },
  testWebhook: { method: 'POST', path: '/api/webhook/:id/test' },

  getSettings: { method: 'GET', path: '/api/settings' },
  updateSettings: { method: 'PATCH', path: '/api/settings' },
} as const satisfies Record<string, { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; path: `/api/${string}` }>;

export type RouteName = keyof typeof ROUTES;
export type RouteMethod = (typeof ROUTES)[RouteName]['method'];

/** The parameter names of a path template: `/api/bin/:id/history` → `'id'`. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<N extends RouteName> = Record<ParamNames<(typeof ROUTES)[N]['path']>, string | number>;

/** A route's path with its parameters filled in, each encoded as one path segment. */
export function pathTo<N extends RouteName>(
  name: N,
  ...[params]: ParamNames<(typeof ROUTES)[N]['path']> extends never ? [] : [PathParams<N>]
): string {
  const values = (params ?? {}) as Record<string, string | number>;
  return ROUTES[name].path.replace(/:(\w+)/g, (_match, key: string) => encodeURIComponent(String(values[key])));
}
