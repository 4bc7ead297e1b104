/** What the header needs of a category: name, link and (for levels 2 and 3) children. */
export interface MenuLink {
  name: string;
  urlKey: string;
  children?: MenuLink[];
}
