const site = {
  placeholder: "Coming soon",
};

export default site;
