import { ZodError, type ZodType, type ZodTypeDef } from "zod";

/** Every commerce response is `{ code, result }`; an error's result is a message a developer can act on. */
export interface Envelope<T> {
  code: number;
  result: T;
}

export class CommerceHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new CommerceHttpError(404, message);
export const badRequest = (message: string) => new CommerceHttpError(400, message);

export function ok<T>(result: T, init?: ResponseInit): Response {
  return Response.json({ code: 200, result } satisfies Envelope<T>, init);
}

export function errorResponse(error: unknown): Response {
  if (error instanceof CommerceHttpError) {
    return Response.json({ code: error.status, result: error.message }, { status: error.status });
  }
  if (error instanceof URIError) {
    return Response.json({ code: 400, result: "malformed URL encoding" }, { status: 400 });
  }
  if (error instanceof ZodError) {
    return Response.json({ code: 400, result: describeZodError(error) }, { status: 400 });
  }
  console.error("commerce: unhandled error", error);
  return Response.json({ code: 500, result: "Internal Server Error" }, { status: 500 });
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

/** Parses with the schema, turning a failure into a 400 with the schema's messages. */
export function parse<Output, Input>(schema: ZodType<Output, ZodTypeDef, Input>, value: unknown): Output {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badRequest(describeZodError(parsed.error));
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
