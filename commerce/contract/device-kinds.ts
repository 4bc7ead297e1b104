/**
 * The kinds of device the catalogue sells, which the back office offers to choose from. A product's `kind` picks
 * its illustration (commerce/media) and the specification rows the seed writes for it.
 */
export const deviceKinds = [
  "phone",
  "tablet",
  "laptop",
  "desktop",
  "monitor",
  "tv",
  "projector",
  "soundbar",
  "speaker",
  "headphones",
  "earbuds",
  "camera",
  "lens",
  "action-camera",
  "drone",
  "console",
  "controller",
  "smartwatch",
  "fitness-band",
  "smart-speaker",
  "smart-bulb",
  "security-camera",
  "vacuum",
  "refrigerator",
  "washing-machine",
  "microwave",
  "air-fryer",
  "coffee-machine",
  "air-purifier",
  "charger",
  "cable",
  "power-bank",
  "phone-case",
  "keyboard",
  "mouse",
  "printer",
  "router",
  "storage-drive",
  "gift-card",
  "warranty",
  "software",
] as const;

export type DeviceKind = (typeof deviceKinds)[number];

export function isDeviceKind(value: string): value is DeviceKind {
  return (deviceKinds as readonly string[]).includes(value);
}
