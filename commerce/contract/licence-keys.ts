/**
 * The licence key import's contract both edges share (decision 045): the CSV's columns, its bounds, and the
 * code of each problem a line can have (the back office translates them as `admin:licenceKeys.errors.{code}`).
 */

export const LICENCE_KEY_COLUMNS = ["sku", "key"] as const;
/** The largest file the back office takes, in bytes, and the most keys one import adds. */
export const LICENCE_KEY_FILE_MAX_BYTES = 1_000_000;
export const LICENCE_KEY_ROWS_MAX = 10_000;
export const LICENCE_KEY_MAX_LENGTH = 200;

export const LICENCE_KEY_PROBLEMS = [
  /** The file holds no line, or only the header. */
  "empty",
  "tooManyRows",
  /** The quoting is broken (a quote never closed, a quote inside an unquoted cell). */
  "unreadable",
  /** The first line is not `sku,key`. */
  "columns",
  /** A line has more or fewer cells than the header. */
  "cellCount",
  "unknownSku",
  /** The product is not software sold as keys (kind software, downloadable or virtual). */
  "notSoftware",
  "emptyKey",
  "keyTooLong",
  "duplicateInFile",
  "alreadyImported",
] as const;
export type LicenceKeyProblem = (typeof LICENCE_KEY_PROBLEMS)[number];
