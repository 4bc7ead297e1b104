import type en from "./en";

export type { ArabicTexts } from "../../common/translations";

/** The English resources define the shape every other locale must match. */
export type Resources = typeof en;
export type Namespace = keyof Resources;
