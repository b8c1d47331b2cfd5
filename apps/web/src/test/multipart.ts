/**
 * The names of a multipart request's parts, in order, read from its text. Node 24's own form
 * parser (`request.formData()`) refuses the File objects of the test environment (jsdom), so
 * handlers read the body as the text it is.
 */
export async function multipartFieldNames(request: Request): Promise<string[]> {
  const body = await request.text();
  return [...body.matchAll(/Content-Disposition: form-data; name="([^"]+)"/gi)].map(
    (part) => part[1] ?? '',
  );
}
