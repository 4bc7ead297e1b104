/**
 * Just enough MIME to read the store's own e-mails in tests: the headers (encoded words decoded) and the
 * decoded text of each leaf part by content type. Not a general parser.
 */
export interface ReadMail {
  header(name: string): string | undefined;
  /** The decoded content of the part of this type (`text/plain`, `text/html`). */
  part(type: string): string | undefined;
}

export function readMail(raw: string | Buffer): ReadMail {
  const { headers, body } = entity(raw.toString());
  const parts = new Map<string, string>();
  collectParts(headers, body, parts);
  return {
    header: (name) => {
      const value = headers.get(name.toLowerCase());
      return value === undefined ? undefined : decodeWords(value);
    },
    part: (type) => parts.get(type),
  };
}

function entity(text: string): { headers: Map<string, string>; body: string } {
  const blank = /\r?\n\r?\n/.exec(text);
  const head = (blank ? text.slice(0, blank.index) : text).replace(/\r?\n[ \t]+/g, " ");
  const headers = new Map<string, string>();
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: blank ? text.slice(blank.index + blank[0].length) : "" };
}

function collectParts(headers: Map<string, string>, body: string, parts: Map<string, string>): void {
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith("multipart/") && boundary) {
    // The text before the first boundary and after the closing one is not a part.
    for (const part of body.split(`--${boundary}`).slice(1, -1)) {
      const child = entity(part.replace(/^\r?\n/, ""));
      collectParts(child.headers, child.body, parts);
    }
    return;
  }
  parts.set(type.split(";")[0]!.trim().toLowerCase(), decodeBody(body, headers.get("content-transfer-encoding")));
}

function decodeBody(body: string, encoding = "7bit"): string {
  switch (encoding.toLowerCase()) {
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    case "quoted-printable":
      return quotedPrintable(body.replace(/=\r?\n/g, ""));
    default:
      return body;
  }
}

function quotedPrintable(text: string): string {
  return Buffer.from(text.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), "latin1").toString("utf8");
}

/** RFC 2047 encoded words (`=?UTF-8?B?…?=`); the space between two of them is not part of the text. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : quotedPrintable(text.replace(/_/g, " ")),
    );
}
