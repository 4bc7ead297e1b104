import { ZodError, type ZodType, type ZodTypeDef } from "zod";

/**
 * Every commerce response is `{ code, result }`. A refusal also carries `error`: a stable code the
 * storefront translates and, when the refusal is about one input, the request field it belongs to
 * (decision 009). `result` then holds a message for developers, never shown to shoppers.
 */
export interface Envelope<T> {
  code: number;
  result: T;
  error?: ErrorDetail;
  /** Data beside the result, e.g. the refresh token of a sign-in (SPEC §7 "meta carries refresh token"). */
  meta?: Record<string, unknown>;
}

/** An endpoint's answer with `meta` beside its `result`. */
export class WithMeta<T> {
  constructor(
    readonly result: T,
    readonly meta: Record<string, unknown>,
  ) {}
}

export interface ErrorDetail {
  code: string;
  field?: string;
}

export class CommerceHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly detail: ErrorDetail = { code: status === 404 ? "notFound" : "invalid" },
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new CommerceHttpError(404, message);
export const badRequest = (message: string, field?: string) =>
  new CommerceHttpError(400, message, { code: "invalid", ...(field === undefined ? {} : { field }) });

export function ok<T>(answer: T | WithMeta<T>, init?: ResponseInit): Response {
  const envelope: Envelope<T> =
    answer instanceof WithMeta ? { code: 200, result: answer.result, meta: answer.meta } : { code: 200, result: answer };
  return Response.json(envelope, init);
}

function refusal(status: number, message: string, error: ErrorDetail): Response {
  return Response.json({ code: status, result: message, error } satisfies Envelope<string>, { status });
}

export function errorResponse(error: unknown): Response {
  if (error instanceof CommerceHttpError) return refusal(error.status, error.message, error.detail);
  if (error instanceof URIError) return refusal(400, "malformed URL encoding", { code: "invalid" });
  if (error instanceof ZodError) return zodRefusal(error).toResponse();
  console.error("commerce: unhandled error", error);
  return refusal(500, "Internal Server Error", { code: "internal" });
}

function describeZodError(error: ZodError): string {
  return error.issues
    .map((issue) => {
      const where = issue.path.length ? `${issue.path.join(".")}: ` : "";
      if (issue.code === "unrecognized_keys") return `${where}unknown field(s) ${issue.keys.join(", ")}`;
      return `${where}${issue.message}`;
    })
    .join("; ");
}

/** A validation failure as a 400 naming the first field that failed (its innermost named part). */
function zodRefusal(error: ZodError) {
  const field = error.issues[0]?.path.findLast((part): part is string => typeof part === "string");
  const refused = badRequest(describeZodError(error), field);
  return { error: refused, toResponse: () => errorResponse(refused) };
}

/** Parses with the schema, turning a failure into a 400 with the schema's messages and the failing field. */
export function parse<Output, Input>(schema: ZodType<Output, ZodTypeDef, Input>, value: unknown): Output {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw zodRefusal(parsed.error).error;
  return parsed.data;
}

export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw badRequest("request body must be JSON");
  }
}

/** For lookups where "not there" is an answer: a 404 becomes undefined, anything else still throws. */
export function undefinedWhenNotFound(error: unknown): undefined {
  if (error instanceof CommerceHttpError && error.status === 404) return undefined;
  throw error;
}

/** A refusal from a contract's table of error codes (commerce/contract/*.ts): its status, code and field. */
export function contractError<Code extends string>(
  table: Record<Code, { status: number; field?: string }>,
  code: Code,
  field?: string,
): CommerceHttpError {
  const entry = table[code];
  const named = field ?? entry.field;
  return new CommerceHttpError(entry.status, code, { code, ...(named === undefined ? {} : { field: named }) });
}
