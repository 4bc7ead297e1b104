import type { StoreCode } from "../store";

/**
 * Who sells: the supplier's details every tax invoice and credit note carries (UAE VAT Executive Regulation
 * Art. 59: name, address and Tax Registration Number), in both languages. One place, so every document agrees.
 */
const SELLER = {
  name: { en: "Nour Electronics Trading LLC", ar: "نور للإلكترونيات للتجارة ش.ذ.م.م" },
  address: {
    en: "Office 1204, Al Saqr Business Tower, Sheikh Zayed Road, Trade Centre 2, PO Box 125478, Dubai, United Arab Emirates",
    ar: "مكتب 1204، برج الصقر للأعمال، شارع الشيخ زايد، المركز التجاري 2، ص.ب 125478، دبي، الإمارات العربية المتحدة",
  },
  trn: "100384729600003",
} as const;

export interface Seller {
  name: string;
  address: string;
  /** The 15-digit Tax Registration Number. */
  trn: string;
}

export function sellerOf(store: StoreCode): Seller {
  return { name: SELLER.name[store], address: SELLER.address[store], trn: SELLER.trn };
}
