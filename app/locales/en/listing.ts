const listing = {
  placeholder: "Coming soon",
};

export default listing;
