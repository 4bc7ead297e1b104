import type en from "../en/listing";

const listing: typeof en = {
  placeholder: "قريباً",
};

export default listing;
