/** What a list answered, as the screen shows it. */
export interface ShownPage<Row> {
  rows: Row[];
  total: number;
  /** false when the server stopped counting (the ledger) */
  exact?: boolean;
}

/** Reads `limit` rows of a list from `startingFrom`, with the filters and sort on screen: how Export CSV reads all of them. */
export type FetchPage<Row> = (startingFrom: number, limit: number, signal: AbortSignal) => Promise<ShownPage<Row>>;

/** A list resource's page as the screen shows it. */
export const shownList = <Row>(state: { total: number; items: readonly { state: Row }[] }): ShownPage<Row> => ({
  rows: state.items.map((item) => item.state),
  total: state.total,
});
