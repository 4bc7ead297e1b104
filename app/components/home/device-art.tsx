import type { ReactNode } from "react";

/**
 * Line drawings of the store's device kinds, for banners and category tiles (the catalogue has no
 * banner or category images). Decorative: always hidden from assistive technology.
 */
const drawings: Record<string, ReactNode> = {
  phone: (
    <>
      <rect x="7" y="2.5" width="10" height="19" rx="2" />
      <path d="M11 18.5h2" />
    </>
  ),
  tablet: (
    <>
      <rect x="4" y="3" width="16" height="18" rx="2" />
      <path d="M11 18h2" />
    </>
  ),
  laptop: (
    <>
      <rect x="4.5" y="4.5" width="15" height="10.5" rx="1.5" />
      <path d="M2 19h20l-2.5-4h-15z" />
    </>
  ),
  tv: (
    <>
      <rect x="2.5" y="4" width="19" height="12.5" rx="1.5" />
      <path d="M8 20.5h8M12 16.5v4" />
    </>
  ),
  console: (
    <>
      <path d="M7 8h10a4.5 4.5 0 0 1 4.3 5.8l-1 3.4a2.4 2.4 0 0 1-4 1L14.5 16h-5l-1.8 2.2a2.4 2.4 0 0 1-4-1l-1-3.4A4.5 4.5 0 0 1 7 8z" />
      <path d="M7.5 10.5v3M6 12h3M15.5 11h.01M17.5 13h.01" />
    </>
  ),
  headphones: (
    <>
      <path d="M4 15v-3a8 8 0 0 1 16 0v3" />
      <rect x="3" y="14" width="4" height="6.5" rx="1.5" />
      <rect x="17" y="14" width="4" height="6.5" rx="1.5" />
    </>
  ),
  earbuds: (
    <>
      <path d="M8 4a3.5 3.5 0 0 0-3.5 3.5C4.5 9.5 6 11 8 11h.5v8a1.5 1.5 0 0 0 3 0V7.5A3.5 3.5 0 0 0 8 4z" />
      <path d="M16 4a3.5 3.5 0 0 1 3.5 3.5c0 2-1.5 3.5-3.5 3.5h-.5v8a1.5 1.5 0 0 1-3 0V7.5A3.5 3.5 0 0 1 16 4z" />
    </>
  ),
  smartwatch: (
    <>
      <rect x="6.5" y="6" width="11" height="12" rx="3" />
      <path d="m9 6 .7-3.5h4.6L15 6M9 18l.7 3.5h4.6L15 18M12 9.5V12l1.5 1.5" />
    </>
  ),
  "air-fryer": (
    <>
      <path d="M6 5.5A2.5 2.5 0 0 1 8.5 3h7A2.5 2.5 0 0 1 18 5.5V19a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2z" />
      <path d="M6 12h12M10 15.5h4" />
      <circle cx="12" cy="7.5" r="1.5" />
    </>
  ),
  camera: (
    <>
      <path d="M3 8.5A1.5 1.5 0 0 1 4.5 7h3L9 4.5h6L16.5 7h3A1.5 1.5 0 0 1 21 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5z" />
      <circle cx="12" cy="13" r="3.5" />
    </>
  ),
  refrigerator: (
    <>
      <rect x="6" y="2.5" width="12" height="19" rx="2" />
      <path d="M6 10h12M9 5.5v2M9 12.5v3" />
    </>
  ),
  charger: (
    <>
      <path d="M8 2.5v4M16 2.5v4" />
      <path d="M6 6.5h12v4a6 6 0 0 1-12 0z" />
      <path d="M12 16.5v5" />
    </>
  ),
  speaker: (
    <>
      <rect x="6" y="2.5" width="12" height="19" rx="2" />
      <circle cx="12" cy="14" r="3.5" />
      <path d="M12 6.5h.01" />
    </>
  ),
  bolt: <path d="M13 2.5 5 13.5h6l-1 8 8-11h-6z" />,
};

/** Kinds drawn like a close relative. */
const alias: Record<string, string> = {
  desktop: "tv",
  monitor: "tv",
  projector: "tv",
  soundbar: "speaker",
  "smart-speaker": "speaker",
  lens: "camera",
  "action-camera": "camera",
  "security-camera": "camera",
  drone: "camera",
  controller: "console",
  "fitness-band": "smartwatch",
  "power-bank": "charger",
  cable: "charger",
  "phone-case": "phone",
  microwave: "air-fryer",
  "coffee-machine": "air-fryer",
  "washing-machine": "refrigerator",
  vacuum: "refrigerator",
  "air-purifier": "refrigerator",
};

export function DeviceArt({ kind, className }: { kind: string | null; className?: string }) {
  const name = kind && (drawings[kind] ? kind : alias[kind]);
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.4"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {drawings[name ?? "bolt"] ?? drawings.bolt}
    </svg>
  );
}
