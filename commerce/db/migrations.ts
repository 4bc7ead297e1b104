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
  "0006_checkout": {
    async up(db: Kysely<any>) {
      // The shops a shopper can collect from (click and collect, curbside), and what each holds.
      await sql`
        CREATE TABLE pickup_stores (
          id INTEGER PRIMARY KEY,
          code TEXT NOT NULL UNIQUE,
          emirate_id INTEGER NOT NULL REFERENCES emirates(id),
          name_en TEXT NOT NULL,
          name_ar TEXT NOT NULL,
          address_en TEXT NOT NULL,
          address_ar TEXT NOT NULL,
          phone TEXT NOT NULL,
          curbside INTEGER NOT NULL DEFAULT 0,
          position INTEGER NOT NULL
        )`.execute(db);
      for (const [index, [code, emirate, nameEn, nameAr, addressEn, addressAr, phone, curbside]] of PICKUP_STORES.entries()) {
        await sql`
          INSERT INTO pickup_stores (code, emirate_id, name_en, name_ar, address_en, address_ar, phone, curbside, position)
          VALUES (${code}, ${emirate}, ${nameEn}, ${nameAr}, ${addressEn}, ${addressAr}, ${phone}, ${curbside}, ${index})`.execute(db);
      }
      await sql`
        CREATE TABLE pickup_store_stock (
          store_id INTEGER NOT NULL REFERENCES pickup_stores(id),
          product_id INTEGER NOT NULL REFERENCES products(id),
          qty INTEGER NOT NULL CHECK (qty >= 0),
          PRIMARY KEY (store_id, product_id)
        )`.execute(db);
      // SPEC §3: a trade-in voucher (the "northLadder" segment) and the loyalty voucher pay like gift cards,
      // and the totals show each kind as its own line.
      await sql`ALTER TABLE gift_cards ADD COLUMN kind TEXT NOT NULL DEFAULT 'giftcard' CHECK (kind IN ('giftcard','tradein','loyalty'))`.execute(db);
      // What the checkout steps collected for one cart (SPEC §3 checkout state), kept here, not in a cookie.
      await sql`
        CREATE TABLE checkouts (
          cart_id INTEGER PRIMARY KEY REFERENCES carts(id),
          full_name TEXT,
          email TEXT,
          mobile TEXT,
          delivery_method TEXT CHECK (delivery_method IN ('standard','express','clickandcollect','curbside')),
          address_id INTEGER REFERENCES addresses(id),
          shipping_address TEXT,
          pickup_store_id INTEGER REFERENCES pickup_stores(id),
          vehicle_model TEXT,
          vehicle_number TEXT,
          gift_message TEXT,
          gift_sender TEXT,
          gift_receiver TEXT,
          payment_method TEXT,
          vat_trn TEXT,
          vat_company TEXT,
          employee_id TEXT,
          terms_accepted INTEGER NOT NULL DEFAULT 0,
          updated_at TEXT NOT NULL
        )`.execute(db);
      // An order keeps what the checkout collected, as it was when the order was placed.
      await sql`ALTER TABLE orders ADD COLUMN customer_name TEXT NOT NULL DEFAULT ''`.execute(db);
      await sql`ALTER TABLE orders ADD COLUMN mobile TEXT NOT NULL DEFAULT ''`.execute(db);
      await sql`ALTER TABLE orders ADD COLUMN delivery TEXT NOT NULL DEFAULT '{}'`.execute(db);
      await sql`ALTER TABLE orders ADD COLUMN vat_trn TEXT`.execute(db);
      await sql`ALTER TABLE orders ADD COLUMN vat_company TEXT`.execute(db);
      await sql`ALTER TABLE orders ADD COLUMN employee_id TEXT`.execute(db);
      await sql`ALTER TABLE orders ADD COLUMN rating INTEGER`.execute(db);
      await sql`ALTER TABLE orders ADD COLUMN rating_comment TEXT`.execute(db);
      await sql`ALTER TABLE orders ADD COLUMN updated_at TEXT`.execute(db);
      await sql`CREATE INDEX orders_customer ON orders(customer_id, id) WHERE customer_id IS NOT NULL`.execute(db);
      await sql`ALTER TABLE order_items ADD COLUMN tax_rate REAL NOT NULL DEFAULT 5`.execute(db);
      await sql`ALTER TABLE order_items ADD COLUMN status TEXT NOT NULL DEFAULT 'ordered'`.execute(db);
      await sql`ALTER TABLE order_items ADD COLUMN estimated_delivery TEXT`.execute(db);
      // JSON [{product_id, qty}]: the stock units the line took (a bundle or a configurable child draws on
      // other products than its own), given back exactly when the line is cancelled or its payment fails.
      await sql`ALTER TABLE order_items ADD COLUMN stock_taken TEXT NOT NULL DEFAULT '[]'`.execute(db);
      // One row per attempt to pay for an order; `reference` is the merchant reference the provider sees.
      await sql`
        CREATE TABLE payments (
          id INTEGER PRIMARY KEY,
          order_id INTEGER NOT NULL REFERENCES orders(id),
          provider TEXT NOT NULL,
          reference TEXT NOT NULL UNIQUE,
          status TEXT NOT NULL CHECK (status IN ('initiated','authorized','captured','failed','cancelled','refunded','expired')),
          amount INTEGER NOT NULL CHECK (amount >= 0),
          provider_reference TEXT,
          -- The card that pays, as the customer recognises it (never its number).
          card_brand TEXT,
          card_last4 TEXT,
          failure_code TEXT,
          expires_at TEXT,
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL
        )`.execute(db);
      await sql`CREATE INDEX payments_order ON payments(order_id)`.execute(db);
      await sql`CREATE INDEX payments_waiting ON payments(expires_at) WHERE status = 'initiated'`.execute(db);
      await sql`
        CREATE TABLE shipments (
          id INTEGER PRIMARY KEY,
          order_id INTEGER NOT NULL REFERENCES orders(id),
          shipment_no TEXT NOT NULL UNIQUE,
          status TEXT NOT NULL,
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL
        )`.execute(db);
      await sql`CREATE INDEX shipments_order ON shipments(order_id)`.execute(db);
      // Tax invoices and credit notes are numbered in one unbroken sequence each (UAE VAT Executive Regulation Art. 59).
      await sql`
        CREATE TABLE invoices (
          id INTEGER PRIMARY KEY,
          invoice_no INTEGER NOT NULL UNIQUE,
          order_id INTEGER NOT NULL REFERENCES orders(id),
          shipment_id INTEGER NOT NULL UNIQUE REFERENCES shipments(id),
          issued_at TEXT NOT NULL
        )`.execute(db);
      await sql`
        CREATE TABLE credit_notes (
          id INTEGER PRIMARY KEY,
          credit_no INTEGER NOT NULL UNIQUE,
          invoice_id INTEGER NOT NULL REFERENCES invoices(id),
          order_item_id INTEGER NOT NULL UNIQUE REFERENCES order_items(id),
          issued_at TEXT NOT NULL
        )`.execute(db);
      // A card the gateway keeps for a customer: we hold its token and what the customer needs to recognise it.
      await sql`
        CREATE TABLE saved_cards (
          id INTEGER PRIMARY KEY,
          customer_id INTEGER NOT NULL REFERENCES customers(id),
          provider TEXT NOT NULL,
          token TEXT NOT NULL,
          brand TEXT NOT NULL,
          last4 TEXT NOT NULL,
          expiry TEXT NOT NULL,
          created_at TEXT NOT NULL,
          UNIQUE (customer_id, provider, token)
        )`.execute(db);
    },
  },
  // The built-in test card gateway's own tables (docs/test-card-gateway.md): they stand in for the provider's
  // database, so nothing of the store reads them. A token keeps the masked number, never the full one or the CVV.
  "0007_test_card_gateway": {
    async up(db: Kysely<any>) {
      await sql`
        CREATE TABLE test_gateway_tokens (
          id INTEGER PRIMARY KEY,
          token_name TEXT NOT NULL UNIQUE,
          merchant_identifier TEXT NOT NULL,
          brand TEXT NOT NULL,
          masked_card TEXT NOT NULL,
          card_bin TEXT NOT NULL,
          expiry_date TEXT NOT NULL,
          holder_name TEXT NOT NULL,
          remember_me INTEGER NOT NULL CHECK (remember_me IN (0, 1)),
          outcome TEXT NOT NULL CHECK (outcome IN ('approved','declined','challenge','challengeFails')),
          created_at TEXT NOT NULL
        )`.execute(db);
      await sql`
        CREATE TABLE test_gateway_transactions (
          id INTEGER PRIMARY KEY,
          fort_id TEXT NOT NULL UNIQUE,
          merchant_identifier TEXT NOT NULL,
          merchant_reference TEXT NOT NULL,
          token_name TEXT NOT NULL REFERENCES test_gateway_tokens(token_name),
          amount INTEGER NOT NULL CHECK (amount > 0),
          currency TEXT NOT NULL,
          language TEXT NOT NULL CHECK (language IN ('en','ar')),
          customer_email TEXT NOT NULL,
          return_url TEXT NOT NULL,
          status TEXT NOT NULL CHECK (status IN ('challenge','captured','failed','voided','refunded')),
          response_code TEXT NOT NULL,
          response_message TEXT NOT NULL,
          refunded_amount INTEGER NOT NULL DEFAULT 0 CHECK (refunded_amount >= 0 AND refunded_amount <= amount),
          code_attempts INTEGER NOT NULL DEFAULT 0,
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL,
          UNIQUE (merchant_identifier, merchant_reference)
        )`.execute(db);
    },
  },
  "0008_test_bnpl": {
    async up(db: Kysely<any>) {
      // The built-in test BNPL service's own storage (docs/test-bnpl.md): it stands apart from the store's tables.
      await sql`
        CREATE TABLE test_bnpl_payments (
          id TEXT PRIMARY KEY,
          session_id TEXT NOT NULL UNIQUE,
          merchant TEXT NOT NULL CHECK (merchant IN ('tabby','tamara')),
          status TEXT NOT NULL CHECK (status IN ('CREATED','AUTHORIZED','CLOSED','REJECTED','EXPIRED')),
          rejection_reason TEXT CHECK (rejection_reason IN ('cancelled','declined')),
          amount INTEGER NOT NULL CHECK (amount > 0),
          currency TEXT NOT NULL,
          reference_id TEXT NOT NULL,
          buyer_name TEXT NOT NULL,
          buyer_email TEXT NOT NULL,
          buyer_phone TEXT NOT NULL,
          lang TEXT NOT NULL CHECK (lang IN ('en','ar')),
          success_url TEXT NOT NULL,
          cancel_url TEXT NOT NULL,
          failure_url TEXT NOT NULL,
          captured_amount INTEGER NOT NULL DEFAULT 0,
          refunded_amount INTEGER NOT NULL DEFAULT 0,
          created_at TEXT NOT NULL,
          expires_at TEXT NOT NULL,
          updated_at TEXT NOT NULL
        )`.execute(db);
      await sql`
        CREATE TABLE test_bnpl_operations (
          id INTEGER PRIMARY KEY,
          payment_id TEXT NOT NULL REFERENCES test_bnpl_payments(id),
          kind TEXT NOT NULL CHECK (kind IN ('capture','refund')),
          amount INTEGER NOT NULL CHECK (amount > 0),
          created_at TEXT NOT NULL
        )`.execute(db);
      await sql`CREATE INDEX test_bnpl_operations_payment ON test_bnpl_operations(payment_id)`.execute(db);
    },
  },
};

/** [code, emirate id, English name, Arabic name, English address, Arabic address, phone, curbside]. */
const PICKUP_STORES: [string, number, string, string, string, string, string, number][] = [
  ["AUH-YAS", 1, "Yas Mall", "ياس مول", "Yas Island, ground floor, near gate 2", "جزيرة ياس، الطابق الأرضي، بجوار البوابة 2", "024001100", 1],
  ["AUH-GAL", 1, "The Galleria Al Maryah Island", "الغاليريا جزيرة الماريه", "Al Maryah Island, level 1", "جزيرة الماريه، المستوى 1", "024001200", 0],
  ["AIN-BAW", 1, "Al Ain Mall", "العين مول", "Othman Bin Affan Street, Al Ain", "شارع عثمان بن عفان، العين", "037001300", 1],
  ["DXB-MOE", 2, "Mall of the Emirates", "مول الإمارات", "Al Barsha 1, level 1, near the ski entrance", "البرشاء 1، المستوى 1، بجوار مدخل التزلج", "043001400", 1],
  ["DXB-DFC", 2, "Dubai Festival City Mall", "دبي فستيفال سيتي مول", "Festival Boulevard, ground floor", "فستيفال بوليفارد، الطابق الأرضي", "043001500", 1],
  ["DXB-DM", 2, "The Dubai Mall", "دبي مول", "Downtown Dubai, lower ground floor", "وسط مدينة دبي، الطابق الأرضي السفلي", "043001600", 0],
  ["SHJ-CC", 3, "City Centre Sharjah", "سيتي سنتر الشارقة", "Al Wahda Street, level 1", "شارع الوحدة، المستوى 1", "065001700", 1],
  ["SHJ-SAH", 3, "Sahara Centre", "صحارى سنتر", "Al Nahda, Sharjah, ground floor", "النهدة، الشارقة، الطابق الأرضي", "065001800", 0],
  ["AJM-CC", 4, "City Centre Ajman", "سيتي سنتر عجمان", "Al Jurf, Sheikh Mohammed Bin Zayed Road", "الجرف، شارع الشيخ محمد بن زايد", "067001900", 1],
  ["UAQ-MAL", 5, "UAQ Mall", "أم القيوين مول", "King Faisal Road, Umm Al Quwain", "شارع الملك فيصل، أم القيوين", "067002000", 0],
  ["RAK-MAN", 6, "Manar Mall", "منار مول", "Al Muntasir Road, Ras Al Khaimah", "شارع المنتصر، رأس الخيمة", "072002100", 1],
  ["FUJ-CC", 7, "City Centre Fujairah", "سيتي سنتر الفجيرة", "Sheikh Hamad Bin Abdullah Road, Fujairah", "شارع الشيخ حمد بن عبدالله، الفجيرة", "092002200", 1],
];

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
