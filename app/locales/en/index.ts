import common from "./common";

const en = { common };

export default en;
