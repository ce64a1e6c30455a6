import type { Locator } from '@playwright/test';

/**
 * The history table groups its rows by operation: each operation is a body whose first row
 * is its header (a row header: what, who, when), followed by its movement rows.
 */

/** One body per operation, newest first. */
export const operationGroups = (table: Locator) => table.locator('tbody');

/** The movement rows (item, from, to, quantity) of a table or of one operation: the rows with cells, not the header rows. */
export const movementRows = (scope: Locator) => scope.getByRole('row').filter({ has: scope.page().getByRole('cell') });
