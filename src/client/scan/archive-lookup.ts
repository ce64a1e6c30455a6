// The archive fetcher brings its contract along, so it loads only when a label not in use is scanned.
const loadArchive = () => import('../api/archive/get-archive');

/** Whether a scanned label names something deleted and kept in the Archive. */
export async function lookupArchived(id: string): Promise<boolean> {
  const { isArchived } = await loadArchive();
  return isArchived(id);
}
