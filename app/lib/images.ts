/** SPEC §9 image sizes. A product image path from the catalogue (`/{sku}/{n}.svg`) is served under /img/{size}. */
export const imageSize = {
  gallery: { width: 600, height: 744 },
  thumbnail: { width: 310, height: 300 },
  cart: { width: 150, height: 150 },
} as const;

export type ImageSize = keyof typeof imageSize;

export function productImageUrl(image: string, size: ImageSize): string {
  const { width, height } = imageSize[size];
  return `/img/${width}x${height}${image}`;
}
