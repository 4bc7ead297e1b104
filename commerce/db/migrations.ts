import { sql, type Kysely, type Migration } from "kysely";

/**
 * Versioned schema. Each migration runs once, in name order, at start-up.
 * Money columns are integer fils; prices are stored VAT-inclusive (see commerce/api/pricing.ts).
 * Localised text lives in `_en` / `_ar` column pairs so one row serves both store views.
 */
export const migrations: Record<string, Migration> = {
  "0001_catalogue": {
    async up(db: Kysely<any>) {
      await sql`
        CREATE TABLE store_views (
          id INTEGER PRIMARY KEY,
          code TEXT NOT NULL UNIQUE,
          name TEXT NOT NULL,
          locale TEXT NOT NULL,
          is_default INTEGER NOT NULL DEFAULT 0
        )`.execute(db);
      await sql`
        CREATE TABLE brands (
          code TEXT PRIMARY KEY,
          name_en TEXT NOT NULL,
          name_ar TEXT NOT NULL,
          color TEXT NOT NULL
        )`.execute(db);
      await sql`
        CREATE TABLE categories (
          id INTEGER PRIMARY KEY,
          parent_id INTEGER REFERENCES categories(id),
          path TEXT NOT NULL,
          level INTEGER NOT NULL,
          position INTEGER NOT NULL DEFAULT 0,
          url_key TEXT NOT NULL,
          url_path TEXT NOT NULL UNIQUE,
          is_active INTEGER NOT NULL DEFAULT 1,
          include_in_menu INTEGER NOT NULL DEFAULT 1,
          name_en TEXT NOT NULL,
          name_ar TEXT NOT NULL,
          icon TEXT,
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL
        )`.execute(db);
      await sql`CREATE INDEX categories_parent ON categories(parent_id, position)`.execute(db);
      await sql`
        CREATE TABLE attributes (
          id INTEGER PRIMARY KEY,
          attribute_code TEXT NOT NULL UNIQUE,
          frontend_input TEXT NOT NULL,
          label_en TEXT NOT NULL,
          label_ar TEXT NOT NULL,
          is_comparable INTEGER NOT NULL DEFAULT 0,
          is_filterable INTEGER NOT NULL DEFAULT 0,
          is_visible INTEGER NOT NULL DEFAULT 1,
          is_user_defined INTEGER NOT NULL DEFAULT 1,
          position INTEGER NOT NULL DEFAULT 0
        )`.execute(db);
      await sql`
        CREATE TABLE attribute_options (
          attribute_code TEXT NOT NULL REFERENCES attributes(attribute_code),
          value_index INTEGER NOT NULL,
          label_en TEXT NOT NULL,
          label_ar TEXT NOT NULL,
          swatch TEXT,
          position INTEGER NOT NULL DEFAULT 0,
          PRIMARY KEY (attribute_code, value_index)
        )`.execute(db);
      await sql`
        CREATE TABLE products (
          id INTEGER PRIMARY KEY,
          sku TEXT NOT NULL UNIQUE,
          parent_sku TEXT REFERENCES products(sku),
          type_id TEXT NOT NULL CHECK (type_id IN
            ('simple','configurable','bundle','grouped','giftcard','virtual','downloadable')),
          status INTEGER NOT NULL DEFAULT 1,
          visibility INTEGER NOT NULL DEFAULT 4,
          url_key TEXT NOT NULL,
          name_en TEXT NOT NULL,
          name_ar TEXT NOT NULL,
          description_en TEXT NOT NULL DEFAULT '',
          description_ar TEXT NOT NULL DEFAULT '',
          key_features_en TEXT NOT NULL DEFAULT '[]',
          key_features_ar TEXT NOT NULL DEFAULT '[]',
          brand TEXT REFERENCES brands(code),
          mpn TEXT,
          kind TEXT NOT NULL,
          color INTEGER,
          storage INTEGER,
          screen_size INTEGER,
          specs TEXT NOT NULL DEFAULT '{}',
          price INTEGER NOT NULL CHECK (price >= 0),
          special_price INTEGER,
          special_from_date TEXT,
          special_to_date TEXT,
          tax_class_id INTEGER NOT NULL DEFAULT 2,
          media_gallery TEXT NOT NULL DEFAULT '[]',
          units_sold INTEGER NOT NULL DEFAULT 0,
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL
        )`.execute(db);
      await sql`CREATE INDEX products_parent ON products(parent_sku)`.execute(db);
      await sql`CREATE INDEX products_brand ON products(brand)`.execute(db);
      await sql`
        CREATE TABLE product_categories (
          product_id INTEGER NOT NULL REFERENCES products(id),
          category_id INTEGER NOT NULL REFERENCES categories(id),
          position INTEGER NOT NULL DEFAULT 0,
          PRIMARY KEY (product_id, category_id)
        )`.execute(db);
      await sql`CREATE INDEX product_categories_category ON product_categories(category_id)`.execute(db);
      await sql`
        CREATE TABLE configurable_options (
          product_id INTEGER NOT NULL REFERENCES products(id),
          attribute_code TEXT NOT NULL REFERENCES attributes(attribute_code),
          position INTEGER NOT NULL DEFAULT 0,
          PRIMARY KEY (product_id, attribute_code)
        )`.execute(db);
      await sql`
        CREATE TABLE bundle_options (
          id INTEGER PRIMARY KEY,
          product_id INTEGER NOT NULL REFERENCES products(id),
          title_en TEXT NOT NULL,
          title_ar TEXT NOT NULL,
          required INTEGER NOT NULL DEFAULT 1,
          position INTEGER NOT NULL DEFAULT 0
        )`.execute(db);
      await sql`
        CREATE TABLE bundle_selections (
          id INTEGER PRIMARY KEY,
          option_id INTEGER NOT NULL REFERENCES bundle_options(id),
          product_id INTEGER NOT NULL REFERENCES products(id),
          qty INTEGER NOT NULL DEFAULT 1,
          is_default INTEGER NOT NULL DEFAULT 0,
          position INTEGER NOT NULL DEFAULT 0
        )`.execute(db);
      await sql`CREATE INDEX bundle_selections_option ON bundle_selections(option_id)`.execute(db);
      await sql`
        CREATE TABLE product_links (
          product_id INTEGER NOT NULL REFERENCES products(id),
          linked_product_id INTEGER NOT NULL REFERENCES products(id),
          link_type TEXT NOT NULL CHECK (link_type IN ('associated','related','upsell','crosssell')),
          qty INTEGER NOT NULL DEFAULT 1,
          position INTEGER NOT NULL DEFAULT 0,
          PRIMARY KEY (product_id, linked_product_id, link_type)
        )`.execute(db);
      await sql`
        CREATE TABLE custom_options (
          id INTEGER PRIMARY KEY,
          product_id INTEGER NOT NULL REFERENCES products(id),
          title_en TEXT NOT NULL,
          title_ar TEXT NOT NULL,
          is_required INTEGER NOT NULL DEFAULT 0,
          position INTEGER NOT NULL DEFAULT 0
        )`.execute(db);
      await sql`CREATE INDEX custom_options_product ON custom_options(product_id)`.execute(db);
      await sql`
        CREATE TABLE custom_option_values (
          id INTEGER PRIMARY KEY,
          option_id INTEGER NOT NULL REFERENCES custom_options(id),
          title_en TEXT NOT NULL,
          title_ar TEXT NOT NULL,
          price_type TEXT NOT NULL CHECK (price_type IN ('fixed','percent')),
          -- fils when price_type is fixed, a percentage of the base price when percent
          price REAL NOT NULL,
          position INTEGER NOT NULL DEFAULT 0
        )`.execute(db);
      await sql`
        CREATE TABLE stock (
          product_id INTEGER PRIMARY KEY REFERENCES products(id),
          qty INTEGER NOT NULL DEFAULT 0 CHECK (qty >= 0),
          is_in_stock INTEGER NOT NULL DEFAULT 1,
          manage_stock INTEGER NOT NULL DEFAULT 1,
          updated_at TEXT NOT NULL
        )`.execute(db);
      await sql`
        CREATE TABLE tax_rules (
          id INTEGER PRIMARY KEY,
          code TEXT NOT NULL,
          priority INTEGER NOT NULL DEFAULT 0,
          product_tax_class_ids TEXT NOT NULL,
          customer_tax_class_ids TEXT NOT NULL
        )`.execute(db);
      await sql`
        CREATE TABLE tax_rates (
          id INTEGER PRIMARY KEY,
          tax_rule_id INTEGER NOT NULL REFERENCES tax_rules(id),
          code TEXT NOT NULL,
          tax_country_id TEXT NOT NULL,
          tax_region_id INTEGER NOT NULL DEFAULT 0,
          region_name TEXT,
          rate REAL NOT NULL
        )`.execute(db);
      await sql`
        CREATE TABLE cms_pages (
          id INTEGER PRIMARY KEY,
          identifier TEXT NOT NULL UNIQUE,
          title_en TEXT NOT NULL,
          title_ar TEXT NOT NULL,
          meta_description_en TEXT NOT NULL DEFAULT '',
          meta_description_ar TEXT NOT NULL DEFAULT '',
          content_en TEXT NOT NULL,
          content_ar TEXT NOT NULL,
          is_active INTEGER NOT NULL DEFAULT 1,
          updated_at TEXT NOT NULL
        )`.execute(db);
      await sql`
        CREATE TABLE cms_blocks (
          id INTEGER PRIMARY KEY,
          identifier TEXT NOT NULL UNIQUE,
          title_en TEXT NOT NULL,
          title_ar TEXT NOT NULL,
          content_en TEXT NOT NULL,
          content_ar TEXT NOT NULL,
          is_active INTEGER NOT NULL DEFAULT 1
        )`.execute(db);
      await sql`
        CREATE TABLE banners (
          id INTEGER PRIMARY KEY,
          slot TEXT NOT NULL CHECK (slot IN ('main','small','product')),
          title_en TEXT NOT NULL,
          title_ar TEXT NOT NULL,
          subtitle_en TEXT NOT NULL DEFAULT '',
          subtitle_ar TEXT NOT NULL DEFAULT '',
          link TEXT NOT NULL,
          kind TEXT NOT NULL,
          color TEXT NOT NULL,
          position INTEGER NOT NULL DEFAULT 0,
          is_active INTEGER NOT NULL DEFAULT 1
        )`.execute(db);
      await sql`
        CREATE TABLE url_redirects (
          id INTEGER PRIMARY KEY,
          request_path TEXT NOT NULL UNIQUE,
          target_path TEXT NOT NULL,
          redirect_type INTEGER NOT NULL DEFAULT 301
        )`.execute(db);
      await sql`
        CREATE TABLE search_synonyms (
          id INTEGER PRIMARY KEY,
          -- one group of interchangeable spellings, comma separated: "iphone,ايفون,آيفون"
          terms TEXT NOT NULL UNIQUE
        )`.execute(db);
    },
  },
  "0002_cart_account_order": {
    async up(db: Kysely<any>) {
      await sql`
        CREATE TABLE customers (
          id INTEGER PRIMARY KEY,
          email TEXT NOT NULL UNIQUE COLLATE NOCASE,
          firstname TEXT NOT NULL,
          lastname TEXT NOT NULL,
          password_hash TEXT NOT NULL,
          group_id INTEGER NOT NULL DEFAULT 1,
          store_id INTEGER NOT NULL DEFAULT 1,
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL
        )`.execute(db);
      await sql`
        CREATE TABLE customer_tokens (
          token_hash TEXT PRIMARY KEY,
          customer_id INTEGER NOT NULL REFERENCES customers(id),
          kind TEXT NOT NULL CHECK (kind IN ('access','refresh','reset')),
          expires_at TEXT NOT NULL
        )`.execute(db);
      await sql`
        CREATE TABLE addresses (
          id INTEGER PRIMARY KEY,
          customer_id INTEGER NOT NULL REFERENCES customers(id),
          firstname TEXT NOT NULL,
          lastname TEXT NOT NULL,
          street TEXT NOT NULL,
          apartment TEXT NOT NULL DEFAULT '',
          area TEXT NOT NULL DEFAULT '',
          city TEXT NOT NULL,
          region TEXT NOT NULL DEFAULT '',
          postcode TEXT NOT NULL DEFAULT '',
          country_id TEXT NOT NULL DEFAULT 'AE',
          telephone TEXT NOT NULL,
          default_shipping INTEGER NOT NULL DEFAULT 0
        )`.execute(db);
      await sql`
        CREATE TABLE carts (
          id INTEGER PRIMARY KEY,
          token TEXT NOT NULL UNIQUE,
          customer_id INTEGER REFERENCES customers(id),
          is_buy_now INTEGER NOT NULL DEFAULT 0,
          status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active','merged','ordered')),
          store_id INTEGER NOT NULL DEFAULT 1,
          coupon_code TEXT,
          bank_coupon_code TEXT,
          gift_wrap_flag INTEGER NOT NULL DEFAULT 0,
          gift_wrap_message TEXT NOT NULL DEFAULT '',
          shipping_method TEXT,
          payment_method TEXT,
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL
        )`.execute(db);
      await sql`
        CREATE TABLE cart_items (
          id INTEGER PRIMARY KEY,
          cart_id INTEGER NOT NULL REFERENCES carts(id),
          product_id INTEGER NOT NULL REFERENCES products(id),
          child_product_id INTEGER REFERENCES products(id),
          qty INTEGER NOT NULL CHECK (qty > 0),
          -- chosen custom options and bundle selections, as JSON, part of the line identity
          options TEXT NOT NULL DEFAULT '{}',
          created_at TEXT NOT NULL,
          UNIQUE (cart_id, product_id, child_product_id, options)
        )`.execute(db);
      await sql`
        CREATE TABLE promo_rules (
          id INTEGER PRIMARY KEY,
          code TEXT NOT NULL UNIQUE COLLATE NOCASE,
          kind TEXT NOT NULL CHECK (kind IN ('percent','fixed','free_shipping')),
          amount INTEGER NOT NULL DEFAULT 0,
          is_bank_coupon INTEGER NOT NULL DEFAULT 0,
          description_en TEXT NOT NULL,
          description_ar TEXT NOT NULL,
          min_subtotal INTEGER NOT NULL DEFAULT 0,
          from_date TEXT,
          to_date TEXT,
          usage_limit INTEGER,
          times_used INTEGER NOT NULL DEFAULT 0,
          scope_category_id INTEGER REFERENCES categories(id),
          scope_brand TEXT REFERENCES brands(code),
          is_active INTEGER NOT NULL DEFAULT 1
        )`.execute(db);
      await sql`
        CREATE TABLE gift_cards (
          code TEXT PRIMARY KEY,
          balance INTEGER NOT NULL CHECK (balance >= 0),
          expires_at TEXT,
          is_active INTEGER NOT NULL DEFAULT 1
        )`.execute(db);
      await sql`
        CREATE TABLE cart_gift_cards (
          cart_id INTEGER NOT NULL REFERENCES carts(id),
          code TEXT NOT NULL REFERENCES gift_cards(code),
          PRIMARY KEY (cart_id, code)
        )`.execute(db);
      await sql`
        CREATE TABLE orders (
          id INTEGER PRIMARY KEY,
          increment_id TEXT NOT NULL UNIQUE,
          cart_id INTEGER NOT NULL UNIQUE REFERENCES carts(id),
          customer_id INTEGER REFERENCES customers(id),
          email TEXT NOT NULL,
          status TEXT NOT NULL,
          store_id INTEGER NOT NULL,
          totals TEXT NOT NULL,
          shipping_address TEXT NOT NULL,
          billing_address TEXT NOT NULL,
          shipping_method TEXT NOT NULL,
          payment_method TEXT NOT NULL,
          created_at TEXT NOT NULL
        )`.execute(db);
      await sql`
        CREATE TABLE order_items (
          id INTEGER PRIMARY KEY,
          order_id INTEGER NOT NULL REFERENCES orders(id),
          product_id INTEGER NOT NULL REFERENCES products(id),
          sku TEXT NOT NULL,
          name TEXT NOT NULL,
          qty INTEGER NOT NULL,
          price_incl_tax INTEGER NOT NULL,
          row_total_incl_tax INTEGER NOT NULL,
          options TEXT NOT NULL DEFAULT '{}'
        )`.execute(db);
    },
  },
  "0003_cart_lines_and_caps": {
    async up(db: Kysely<any>) {
      // SQLite treats NULLs as distinct in UNIQUE constraints, so the UNIQUE(cart_id, product_id,
      // child_product_id, options) of 0002 never matches two lines of a simple product (child NULL).
      // This index is the line identity the cart's INSERT … ON CONFLICT DO UPDATE targets.
      await sql`
        CREATE UNIQUE INDEX cart_items_line
        ON cart_items(cart_id, product_id, ifnull(child_product_id, 0), options)`.execute(db);
      // Gift cards are taken in the order they were applied.
      await sql`ALTER TABLE cart_gift_cards ADD COLUMN position INTEGER NOT NULL DEFAULT 0`.execute(db);
      // An upper bound on what a (percent) rule takes off, in fils; NULL = no cap.
      await sql`ALTER TABLE promo_rules ADD COLUMN max_discount INTEGER`.execute(db);
    },
  },
  "0004_cart_visitor": {
    async up(db: Kysely<any>) {
      // A hash of the browser's visitor id (decision 007): two first adds sent at once by one browser find
      // the same cart. At most one active guest cart per visitor; ordered and merged carts keep theirs.
      await sql`ALTER TABLE carts ADD COLUMN visitor_hash TEXT`.execute(db);
      await sql`
        CREATE UNIQUE INDEX carts_active_visitor
        ON carts(visitor_hash) WHERE status = 'active' AND is_buy_now = 0 AND visitor_hash IS NOT NULL`.execute(db);
      // The sweep of abandoned guest carts reads by age.
      await sql`CREATE INDEX carts_guest_updated ON carts(updated_at) WHERE customer_id IS NULL`.execute(db);
    },
  },

  "0005_accounts": {
    async up(db: Kysely<any>) {
      // The tables 0002 sketched for accounts were never used; they are replaced by the shapes below.
      await sql`DROP TABLE customer_tokens`.execute(db);
      await sql`DROP TABLE addresses`.execute(db);
      // The UAE mobile number, as its 9 national digits (`501234567`): one account per number.
      await sql`ALTER TABLE customers ADD COLUMN mobile TEXT`.execute(db);
      await sql`CREATE UNIQUE INDEX customers_mobile ON customers(mobile) WHERE mobile IS NOT NULL`.execute(db);
      // A signed-in browser (decision 013): its refresh tokens form one family; revoking the session ends all of them.
      await sql`
        CREATE TABLE customer_sessions (
          id INTEGER PRIMARY KEY,
          customer_id INTEGER NOT NULL REFERENCES customers(id),
          created_at TEXT NOT NULL,
          last_seen_at TEXT NOT NULL,
          revoked_at TEXT,
          revoked_reason TEXT
        )`.execute(db);
      await sql`CREATE INDEX customer_sessions_customer ON customer_sessions(customer_id)`.execute(db);
      // Only SHA-256 hashes of tokens are stored. A refresh token is spent once (`used_at`).
      await sql`
        CREATE TABLE session_tokens (
          token_hash TEXT PRIMARY KEY,
          session_id INTEGER NOT NULL REFERENCES customer_sessions(id),
          kind TEXT NOT NULL CHECK (kind IN ('access','refresh')),
          created_at TEXT NOT NULL,
          expires_at TEXT NOT NULL,
          used_at TEXT
        )`.execute(db);
      await sql`CREATE INDEX session_tokens_session ON session_tokens(session_id)`.execute(db);
      // Mobile sign-in codes, cash-on-delivery codes and password-reset tokens: hashed, expiring, single use, counted tries.
      await sql`
        CREATE TABLE one_time_codes (
          id INTEGER PRIMARY KEY,
          purpose TEXT NOT NULL CHECK (purpose IN ('sign_in','cod','password_reset')),
          subject TEXT NOT NULL,
          code_hash TEXT NOT NULL,
          attempts INTEGER NOT NULL DEFAULT 0,
          created_at TEXT NOT NULL,
          expires_at TEXT NOT NULL,
          used_at TEXT
        )`.execute(db);
      await sql`CREATE INDEX one_time_codes_subject ON one_time_codes(purpose, subject)`.execute(db);
      // Every e-mail and SMS the store sends, written in the same transaction as what caused it.
      await sql`
        CREATE TABLE outbox (
          id INTEGER PRIMARY KEY,
          channel TEXT NOT NULL CHECK (channel IN ('email','sms')),
          recipient TEXT NOT NULL,
          template TEXT NOT NULL,
          locale TEXT NOT NULL,
          subject TEXT NOT NULL DEFAULT '',
          text_body TEXT NOT NULL,
          html_body TEXT,
          status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','sent','failed')),
          attempts INTEGER NOT NULL DEFAULT 0,
          last_error TEXT,
          created_at TEXT NOT NULL,
          sent_at TEXT
        )`.execute(db);
      await sql`CREATE INDEX outbox_pending ON outbox(id) WHERE status = 'pending'`.execute(db);
      // The seven emirates, and the cities of each; a city is offered only while its status is 1 (SPEC §9).
      await sql`
        CREATE TABLE emirates (
          id INTEGER PRIMARY KEY,
          code TEXT NOT NULL UNIQUE,
          name_en TEXT NOT NULL,
          name_ar TEXT NOT NULL,
          position INTEGER NOT NULL
        )`.execute(db);
      await sql`
        CREATE TABLE cities (
          id INTEGER PRIMARY KEY,
          emirate_id INTEGER NOT NULL REFERENCES emirates(id),
          name_en TEXT NOT NULL,
          name_ar TEXT NOT NULL,
          status INTEGER NOT NULL DEFAULT 1
        )`.execute(db);
      for (const [id, code, en, ar] of EMIRATES) {
        await sql`INSERT INTO emirates (id, code, name_en, name_ar, position) VALUES (${id}, ${code}, ${en}, ${ar}, ${id})`.execute(db);
      }
      for (const [emirate, en, ar, status] of CITIES) {
        await sql`INSERT INTO cities (emirate_id, name_en, name_ar, status) VALUES (${emirate}, ${en}, ${ar}, ${status})`.execute(db);
      }
      // SPEC §5 address labels; a UAE address has no postcode.
      await sql`
        CREATE TABLE addresses (
          id INTEGER PRIMARY KEY,
          customer_id INTEGER NOT NULL REFERENCES customers(id),
          full_name TEXT NOT NULL,
          mobile TEXT NOT NULL,
          building TEXT NOT NULL,
          flat TEXT NOT NULL,
          landmark TEXT NOT NULL DEFAULT '',
          area TEXT NOT NULL,
          emirate_id INTEGER NOT NULL REFERENCES emirates(id),
          city_id INTEGER NOT NULL REFERENCES cities(id),
          country_id TEXT NOT NULL DEFAULT 'AE',
          address_type TEXT NOT NULL CHECK (address_type IN ('home','office')),
          makani TEXT,
          default_shipping INTEGER NOT NULL DEFAULT 0,
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL
        )`.execute(db);
      await sql`CREATE INDEX addresses_customer ON addresses(customer_id)`.execute(db);
      await sql`CREATE UNIQUE INDEX addresses_one_default ON addresses(customer_id) WHERE default_shipping = 1`.execute(db);
      await sql`
        CREATE TABLE wishlist_items (
          id INTEGER PRIMARY KEY,
          customer_id INTEGER NOT NULL REFERENCES customers(id),
          product_id INTEGER NOT NULL REFERENCES products(id),
          created_at TEXT NOT NULL,
          UNIQUE (customer_id, product_id)
        )`.execute(db);
      // Back-in-stock and price-drop alerts; `notified_at` is set when the e-mail has gone.
      await sql`
        CREATE TABLE product_alerts (
          id INTEGER PRIMARY KEY,
          customer_id INTEGER NOT NULL REFERENCES customers(id),
          product_id INTEGER NOT NULL REFERENCES products(id),
          kind TEXT NOT NULL CHECK (kind IN ('stock','price')),
          price_at_subscription INTEGER,
          created_at TEXT NOT NULL,
          notified_at TEXT,
          UNIQUE (customer_id, product_id, kind)
        )`.execute(db);
      await sql`CREATE INDEX product_alerts_product ON product_alerts(product_id) WHERE notified_at IS NULL`.execute(db);
      await sql`
        CREATE TABLE newsletter_subscribers (
          email TEXT PRIMARY KEY COLLATE NOCASE,
          store_id INTEGER NOT NULL,
          subscribed_at TEXT NOT NULL
        )`.execute(db);
      await sql`
        CREATE TABLE recently_viewed (
          customer_id INTEGER NOT NULL REFERENCES customers(id),
          product_id INTEGER NOT NULL REFERENCES products(id),
          viewed_at TEXT NOT NULL,
          PRIMARY KEY (customer_id, product_id)
        )`.execute(db);
      // Stock and price changes made outside a storefront process (the catalogue command): every process
      // reads new rows and refreshes its search index and caches.
      await sql`
        CREATE TABLE catalogue_changes (
          id INTEGER PRIMARY KEY,
          product_ids TEXT NOT NULL,
          created_at TEXT NOT NULL
        )`.execute(db);
      // One active (non-buy-now) cart per customer.
      await sql`
        CREATE UNIQUE INDEX carts_active_customer
        ON carts(customer_id) WHERE status = 'active' AND is_buy_now = 0 AND customer_id IS NOT NULL`.execute(db);
    },
  },
};

/** [id, code, English, Arabic], in the order the address form lists them. */
const EMIRATES: [number, string, string, string][] = [
  [1, "AUH", "Abu Dhabi", "أبوظبي"],
  [2, "DXB", "Dubai", "دبي"],
  [3, "SHJ", "Sharjah", "الشارقة"],
  [4, "AJM", "Ajman", "عجمان"],
  [5, "UAQ", "Umm Al Quwain", "أم القيوين"],
  [6, "RAK", "Ras Al Khaimah", "رأس الخيمة"],
  [7, "FUJ", "Fujairah", "الفجيرة"],
];

/** [emirate id, English, Arabic, status]; status 0 is a city we do not deliver to yet (not offered). */
const CITIES: [number, string, string, number][] = [
  [1, "Abu Dhabi", "أبوظبي", 1],
  [1, "Al Ain", "العين", 1],
  [1, "Ruwais", "الرويس", 1],
  [1, "Madinat Zayed", "مدينة زايد", 0],
  [2, "Dubai", "دبي", 1],
  [2, "Hatta", "حتا", 1],
  [3, "Sharjah", "الشارقة", 1],
  [3, "Khor Fakkan", "خورفكان", 1],
  [3, "Kalba", "كلباء", 1],
  [3, "Al Dhaid", "الذيد", 0],
  [4, "Ajman", "عجمان", 1],
  [4, "Masfout", "مصفوت", 1],
  [5, "Umm Al Quwain", "أم القيوين", 1],
  [6, "Ras Al Khaimah", "رأس الخيمة", 1],
  [7, "Fujairah", "الفجيرة", 1],
  [7, "Dibba Al Fujairah", "دبا الفجيرة", 1],
];
