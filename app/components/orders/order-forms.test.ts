import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { returnRequestSchema } from "./order-forms";

/** Line 11 can send back 2 units, line 12 one. */
const schema = returnRequestSchema(
  new Map([
    [11, 2],
    [12, 1],
  ]),
);

function submit(lines: [itemId: string, qty: string, reason: string][], comment = "") {
  const data = new FormData();
  lines.forEach(([itemId, qty, reason], index) => {
    data.append(`items[${index}].itemId`, itemId);
    data.append(`items[${index}].qty`, qty);
    data.append(`items[${index}].reason`, reason);
  });
  data.append("comment", comment);
  return parseWithZod(data, { schema });
}

/** The refused fields' messages, by field name; undefined when the form is accepted. */
function errorsOf(submission: ReturnType<typeof submit>) {
  return submission.status === "error" ? submission.error : undefined;
}

describe("returnRequestSchema", () => {
  it("sends the lines with units, in any digits, and leaves out those left empty or at 0", () => {
    const submission = submit([
      ["11", "٢", "defective"],
      ["12", "", ""],
    ]);
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({ items: [{ itemId: 11, qty: 2, reason: "defective" }], comment: "" });
    expect(submit([["12", "0", ""], ["11", "1", "changedMind"]], "  Box unopened ").status === "success").toBe(true);
  });

  it.each([
    ["more units than the line has left", [["11", "3", "defective"]], "items[0].qty", "orders:validation.returnQty"],
    ["a unit of a line that cannot go back", [["99", "1", "defective"]], "items[0].qty", "orders:validation.returnQty"],
    ["a fraction", [["11", "1.5", "defective"]], "items[0].qty", "orders:validation.returnQty"],
    ["a negative number", [["11", "-1", "defective"]], "items[0].qty", "orders:validation.returnQty"],
    ["units without a reason", [["11", "1", ""]], "items[0].reason", "orders:validation.returnReason"],
    ["a reason the store does not know", [["11", "1", "bored"]], "items[0].reason", "orders:validation.returnReason"],
    ["nothing at all", [["11", "0", "defective"], ["12", "", ""]], "items", "orders:validation.returnNothing"],
  ] as const)("refuses %s, on its field", (_, lines, field, message) => {
    expect(errorsOf(submit(lines.map((line) => [...line])))?.[field]).toEqual([message]);
  });

  it("refuses a comment over 500 characters", () => {
    expect(errorsOf(submit([["11", "1", "defective"]], "x".repeat(501)))?.comment).toEqual(["orders:validation.returnComment"]);
  });
});
