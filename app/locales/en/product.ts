const product = {
  placeholder: "Coming soon",
};

export default product;
