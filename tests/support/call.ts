/** Calls a commerce fetch handler the way the storefront client does, returning status and envelope. */
export async function call(
  handler: (request: Request) => Promise<Response>,
  method: "GET" | "POST",
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; code: number; result: any; error?: { code: string; field?: string } }> {
  const response = await handler(
    new Request(`http://commerce.test${path}`, {
      method,
      headers: body === undefined ? headers : { "Content-Type": "application/json", ...headers },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
  const envelope = (await response.json()) as { code: number; result: unknown; error?: { code: string; field?: string } };
  return { status: response.status, code: envelope.code, result: envelope.result, error: envelope.error };
}
