import type en from "../en/site";

const site: typeof en = {
  placeholder: "قريباً",
};

export default site;
