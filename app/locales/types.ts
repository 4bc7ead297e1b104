import type en from "./en";

export { ARABIC_PLURAL_FORMS, ENGLISH_PLURAL_FORMS, type ArabicTexts } from "../../common/translations";

/** The English resources define the shape every other locale must match. */
export type Resources = typeof en;
export type Namespace = keyof Resources;
