import type en from "../en/product";

const product: typeof en = {
  placeholder: "قريباً",
};

export default product;
