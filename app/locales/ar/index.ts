import type { Resources } from "../types";
import common from "./common";

const ar: Resources = { common };

export default ar;
