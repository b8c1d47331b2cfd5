/** The page of the staff list in the address (`?page=2`); anything else is the first. */
export function readAnnouncementPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 && page <= 10_000 ? page : 1;
}

export function writeAnnouncementPage(page: number): URLSearchParams {
  return new URLSearchParams(page > 1 ? { page: String(page) } : {});
}
