CREATE TABLE "access_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" char(64) NOT NULL,
	"name" varchar(255) DEFAULT 'auth' NOT NULL,
	"abilities" jsonb DEFAULT '["*"]'::jsonb NOT NULL,
	"last_used_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"follower_id" integer NOT NULL,
	"followed_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_pk" PRIMARY KEY("follower_id","followed_id"),
	CONSTRAINT "follows_not_self_check" CHECK ("follows"."follower_id" <> "follows"."followed_id")
);
--> statement-breakpoint
CREATE TABLE "pending_social_signups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" varchar(32) NOT NULL,
	"provider_user_id" varchar(255) NOT NULL,
	"email" varchar(320),
	"fname" varchar(100),
	"lname" varchar(100),
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"available" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_accounts_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"bonus_action_type" varchar(64) NOT NULL,
	"impact" integer NOT NULL,
	"bonusable_type" varchar(32),
	"bonusable_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"referrer_id" integer NOT NULL,
	"referred_user_id" integer NOT NULL,
	"first_post_approved_at" timestamp with time zone,
	"bonus_awarded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_referred_user_unique" UNIQUE("referred_user_id")
);
--> statement-breakpoint
CREATE TABLE "social_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" varchar(32) NOT NULL,
	"provider_user_id" varchar(255) NOT NULL,
	"email" varchar(320),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_accounts_provider_user_unique" UNIQUE("provider","provider_user_id")
);
--> statement-breakpoint
CREATE TABLE "user_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" varchar(32) NOT NULL,
	"token_hash" char(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "user_tokens_purpose_check" CHECK ("user_tokens"."purpose" in ('email_verification', 'password_reset'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"fname" varchar(100) NOT NULL,
	"lname" varchar(100) NOT NULL,
	"email" varchar(320) NOT NULL,
	"password_hash" text,
	"avatar_path" varchar(1024),
	"locale" varchar(2) DEFAULT 'nl' NOT NULL,
	"email_verified_at" timestamp with time zone,
	"gender" smallint,
	"birthday" date,
	"postal_code" varchar(10),
	"is_subscribed" boolean DEFAULT false NOT NULL,
	"campaign_tag" varchar(100),
	"invited_by" integer,
	"referral_code" varchar(32),
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deletion_requested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "users_referral_code_unique" UNIQUE("referral_code"),
	CONSTRAINT "users_gender_check" CHECK ("users"."gender" in (1, 0))
);
--> statement-breakpoint
CREATE TABLE "bonus_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(64) NOT NULL,
	"bonusable_type" varchar(32),
	"bonusable_id" integer,
	"impact_on_balance" integer DEFAULT 0 NOT NULL,
	"optional_impact" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_actions_type_unique" UNIQUE("type")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"title_nl" varchar(255) NOT NULL,
	"title_fr" varchar(255) NOT NULL,
	"simplified_title_nl" varchar(255),
	"simplified_title_fr" varchar(255),
	"slug_nl" varchar(255) NOT NULL,
	"slug_fr" varchar(255) NOT NULL,
	"description_nl" text,
	"description_fr" text,
	"icon" varchar(64),
	"position" integer DEFAULT 0 NOT NULL,
	"is_popular" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_slug_nl_unique" UNIQUE("slug_nl"),
	CONSTRAINT "categories_slug_fr_unique" UNIQUE("slug_fr")
);
--> statement-breakpoint
CREATE TABLE "promo_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"code" varchar(32),
	"kind" smallint DEFAULT 1 NOT NULL,
	"title_nl" varchar(255) NOT NULL,
	"title_fr" varchar(255) NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"additional_order" integer,
	"filter_value" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_types_kind_check" CHECK ("promo_types"."kind" in (1, 2, 3)),
	CONSTRAINT "promo_types_filter_value_check" CHECK ("promo_types"."filter_value" in ('day_deals', 'folder_promos', 'promos', 'discount_code', 'post_cashback', 'post_ecoupon', 'post_free_products', 'post_sale'))
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_nl" varchar(255) NOT NULL,
	"title_fr" varchar(255) NOT NULL,
	"slug_nl" varchar(255) NOT NULL,
	"slug_fr" varchar(255) NOT NULL,
	"description_nl" text,
	"description_fr" text,
	"logo_path" varchar(1024),
	"is_popular" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brands_slug_nl_unique" UNIQUE("slug_nl"),
	CONSTRAINT "brands_slug_fr_unique" UNIQUE("slug_fr")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer,
	"category_id" integer,
	"title_nl" varchar(255) NOT NULL,
	"title_fr" varchar(255) NOT NULL,
	"slug_nl" varchar(255) NOT NULL,
	"slug_fr" varchar(255) NOT NULL,
	"description_nl" text,
	"description_fr" text,
	"image_path" varchar(1024),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_slug_nl_unique" UNIQUE("slug_nl"),
	CONSTRAINT "products_slug_fr_unique" UNIQUE("slug_fr")
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_nl" varchar(255) NOT NULL,
	"title_fr" varchar(255) NOT NULL,
	"slug_nl" varchar(255) NOT NULL,
	"slug_fr" varchar(255) NOT NULL,
	"description_nl" text,
	"description_fr" text,
	"logo_path" varchar(1024),
	"folder_client_type" smallint DEFAULT 3 NOT NULL,
	"website_url" varchar(2048),
	"is_popular" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stores_slug_nl_unique" UNIQUE("slug_nl"),
	CONSTRAINT "stores_slug_fr_unique" UNIQUE("slug_fr"),
	CONSTRAINT "stores_folder_client_type_check" CHECK ("stores"."folder_client_type" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "webshops" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_nl" varchar(255) NOT NULL,
	"title_fr" varchar(255) NOT NULL,
	"simplified_title_nl" varchar(255),
	"simplified_title_fr" varchar(255),
	"slug_nl" varchar(255) NOT NULL,
	"slug_fr" varchar(255) NOT NULL,
	"description_nl" text,
	"description_fr" text,
	"logo_path" varchar(1024),
	"website_url" varchar(2048),
	"affiliate_url" varchar(2048),
	"is_popular" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webshops_slug_nl_unique" UNIQUE("slug_nl"),
	CONSTRAINT "webshops_slug_fr_unique" UNIQUE("slug_fr")
);
--> statement-breakpoint
CREATE TABLE "folder_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"folder_id" integer NOT NULL,
	"folder_page_id" integer NOT NULL,
	"title_nl" varchar(255) NOT NULL,
	"title_fr" varchar(255) NOT NULL,
	"content_nl" text,
	"content_fr" text,
	"product_id" integer,
	"brand_id" integer,
	"category_id" integer,
	"new_price" numeric(10, 2),
	"old_price" numeric(10, 2),
	"discount_text_nl" varchar(255),
	"discount_text_fr" varchar(255),
	"image_path" varchar(1024),
	"x" real NOT NULL,
	"y" real NOT NULL,
	"width" real NOT NULL,
	"height" real NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "folder_items_rectangle_check" CHECK ("folder_items"."x" >= 0 and "folder_items"."y" >= 0 and "folder_items"."width" > 0 and "folder_items"."height" > 0 and "folder_items"."x" + "folder_items"."width" <= 1.0001 and "folder_items"."y" + "folder_items"."height" <= 1.0001)
);
--> statement-breakpoint
CREATE TABLE "folder_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"folder_id" integer NOT NULL,
	"page_number" integer NOT NULL,
	"image_path" varchar(1024) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	CONSTRAINT "folder_pages_folder_page_unique" UNIQUE("folder_id","page_number")
);
--> statement-breakpoint
CREATE TABLE "folders" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"title_nl" varchar(255) NOT NULL,
	"title_fr" varchar(255) NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"published_at" timestamp with time zone,
	"cover_path" varchar(1024),
	"pages_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "folders_validity_check" CHECK ("folders"."valid_from" <= "folders"."valid_to")
);
--> statement-breakpoint
CREATE TABLE "post_categories" (
	"post_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "post_categories_pk" PRIMARY KEY("post_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "post_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"path" varchar(1024) NOT NULL,
	"disk" varchar(16) DEFAULT 'local' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"title" varchar(255) NOT NULL,
	"content" text NOT NULL,
	"origin_url" varchar(2048),
	"discount_code" varchar(255),
	"discount_type" varchar(8) DEFAULT 'percent' NOT NULL,
	"discount_value" numeric(10, 2),
	"old_price" numeric(10, 2),
	"new_price" numeric(10, 2),
	"only_price" boolean DEFAULT false NOT NULL,
	"only_discount" boolean DEFAULT false NOT NULL,
	"only_another_type" boolean DEFAULT false NOT NULL,
	"another_type" varchar(22),
	"webshop_id" integer,
	"store_id" integer,
	"started_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"not_started" boolean DEFAULT false NOT NULL,
	"free_shipping" boolean DEFAULT false NOT NULL,
	"shipping_number" numeric(10, 2),
	"quote" text,
	"locale" varchar(2) DEFAULT 'nl' NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"bonus_impact" integer DEFAULT 0 NOT NULL,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "posts_status_check" CHECK ("posts"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "posts_discount_type_check" CHECK ("posts"."discount_type" in ('percent', 'euro')),
	CONSTRAINT "posts_locale_check" CHECK ("posts"."locale" in ('nl', 'fr'))
);
--> statement-breakpoint
CREATE TABLE "online_promo_categories" (
	"online_promo_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "online_promo_categories_pk" PRIMARY KEY("online_promo_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "online_promos" (
	"id" serial PRIMARY KEY NOT NULL,
	"webshop_id" integer NOT NULL,
	"type" varchar(32) NOT NULL,
	"title_nl" varchar(255) NOT NULL,
	"title_fr" varchar(255) NOT NULL,
	"content_nl" text,
	"content_fr" text,
	"discount_code" varchar(255),
	"discount_text_nl" varchar(255),
	"discount_text_fr" varchar(255),
	"new_price" numeric(10, 2),
	"old_price" numeric(10, 2),
	"url" varchar(2048),
	"image_path" varchar(1024),
	"started_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_promos_type_check" CHECK ("online_promos"."type" in ('discount_code', 'promos', 'day_deals'))
);
--> statement-breakpoint
CREATE TABLE "feed_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"morphable_type" varchar(16) NOT NULL,
	"morphable_id" integer NOT NULL,
	"promo_type" varchar(32),
	"type_id" integer,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"webshop_id" integer,
	"store_id" integer,
	"brand_id" integer,
	"user_id" integer,
	"price" numeric(10, 2),
	"old_price" numeric(10, 2),
	"rating" integer DEFAULT 0 NOT NULL,
	"hits_count" integer DEFAULT 0 NOT NULL,
	"dislikes_count" integer DEFAULT 0 NOT NULL,
	"title_nl" varchar(255) NOT NULL,
	"title_fr" varchar(255) NOT NULL,
	"keywords_nl" text,
	"keywords_fr" text,
	"search_nl" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('dutch_unaccent'::regconfig, coalesce(title_nl, '')), 'A') || setweight(to_tsvector('dutch_unaccent'::regconfig, coalesce(keywords_nl, '')), 'B')) STORED NOT NULL,
	"search_fr" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('french_unaccent'::regconfig, coalesce(title_fr, '')), 'A') || setweight(to_tsvector('french_unaccent'::regconfig, coalesce(keywords_fr, '')), 'B')) STORED NOT NULL,
	"started_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_items_morphable_unique" UNIQUE("morphable_type","morphable_id"),
	CONSTRAINT "feed_items_morphable_type_check" CHECK ("feed_items"."morphable_type" in ('Post', 'OnlinePromo', 'FolderItem', 'Folder')),
	CONSTRAINT "feed_items_promo_type_check" CHECK ("feed_items"."promo_type" in ('day_deals', 'folder_promos', 'promos', 'discount_code', 'post_cashback', 'post_ecoupon', 'post_free_products', 'post_sale'))
);
--> statement-breakpoint
CREATE TABLE "promoted_promos" (
	"id" serial PRIMARY KEY NOT NULL,
	"section" varchar(32) NOT NULL,
	"category_id" integer,
	"morphable_type" varchar(16) NOT NULL,
	"morphable_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promoted_promos_section_check" CHECK ("promoted_promos"."section" in ('hero-section', 'category-hero-section')),
	CONSTRAINT "promoted_promos_morphable_type_check" CHECK ("promoted_promos"."morphable_type" in ('Post', 'OnlinePromo', 'FolderItem', 'Folder'))
);
--> statement-breakpoint
CREATE TABLE "reactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"reactable_type" varchar(16) NOT NULL,
	"reactable_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reactions_user_reactable_kind_unique" UNIQUE("user_id","reactable_type","reactable_id","kind"),
	CONSTRAINT "reactions_reactable_type_check" CHECK ("reactions"."reactable_type" in ('Post', 'OnlinePromo', 'FolderItem', 'Folder', 'Article', 'Webshop', 'Store', 'Brand', 'Product', 'Category')),
	CONSTRAINT "reactions_kind_check" CHECK ("reactions"."kind" in ('hit', 'dislike', 'favourite', 'hidden', 'subscription', 'reported_expired'))
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"news_category_id" integer,
	"title" varchar(255) NOT NULL,
	"slug" varchar(255) NOT NULL,
	"meta_description" varchar(500),
	"excerpt" text,
	"content" text NOT NULL,
	"image_path" varchar(1024),
	"author" varchar(255),
	"published_at" timestamp with time zone,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "news_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(255) NOT NULL,
	"slug" varchar(255) NOT NULL,
	"description" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "goto_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(64) NOT NULL,
	"target_url" varchar(2048) NOT NULL,
	"webshop_id" integer,
	"clicks" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goto_links_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(255) NOT NULL,
	"locale" varchar(2) NOT NULL,
	"title" varchar(255) NOT NULL,
	"tag_title" varchar(255),
	"meta_description" varchar(500),
	"content" text NOT NULL,
	"route" varchar(255),
	"group_key" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_locale_slug_unique" UNIQUE("locale","slug"),
	CONSTRAINT "pages_group_locale_unique" UNIQUE("group_key","locale"),
	CONSTRAINT "pages_locale_check" CHECK ("pages"."locale" in ('nl', 'fr'))
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_path" varchar(2048) NOT NULL,
	"to_url" varchar(2048) NOT NULL,
	"is_external" boolean DEFAULT false NOT NULL,
	"status_code" smallint DEFAULT 301 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirects_from_path_unique" UNIQUE("from_path"),
	CONSTRAINT "redirects_status_code_check" CHECK ("redirects"."status_code" in (301, 302))
);
--> statement-breakpoint
CREATE TABLE "deal_alert_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"email" varchar(320) NOT NULL,
	"subscriable_type" varchar(16),
	"subscriable_id" integer,
	"query" varchar(255),
	"daily_email_notification" boolean DEFAULT false NOT NULL,
	"weekly_email_notification" boolean DEFAULT false NOT NULL,
	"locale_id" smallint DEFAULT 1 NOT NULL,
	"unsubscribe_token_hash" char(64),
	"last_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deal_alert_unsubscribe_token_unique" UNIQUE("unsubscribe_token_hash"),
	CONSTRAINT "deal_alert_locale_id_check" CHECK ("deal_alert_subscriptions"."locale_id" in (1, 2)),
	CONSTRAINT "deal_alert_subscriable_type_check" CHECK ("deal_alert_subscriptions"."subscriable_type" in ('Post', 'OnlinePromo', 'FolderItem', 'Folder', 'Article', 'Webshop', 'Store', 'Brand', 'Product', 'Category'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"author_user_id" integer,
	"is_link" boolean DEFAULT false NOT NULL,
	"url" varchar(2048),
	"read_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "popular_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"query" varchar(255) NOT NULL,
	"locale" varchar(2) NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "popular_searches_locale_query_unique" UNIQUE("locale","query"),
	CONSTRAINT "popular_searches_locale_check" CHECK ("popular_searches"."locale" in ('nl', 'fr'))
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"query" varchar(255) NOT NULL,
	"url" varchar(2048),
	"group" varchar(32),
	"entity_id" integer,
	"locale" varchar(2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prize_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"prize_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"points_spent" integer NOT NULL,
	"full_name" varchar(255) NOT NULL,
	"street" varchar(255) NOT NULL,
	"house_number" varchar(32) NOT NULL,
	"postal_code" varchar(10) NOT NULL,
	"city" varchar(255) NOT NULL,
	"country" varchar(2) DEFAULT 'BE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prize_requests_status_check" CHECK ("prize_requests"."status" in ('pending', 'approved', 'shipped', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "prizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_nl" varchar(255) NOT NULL,
	"title_fr" varchar(255) NOT NULL,
	"description_nl" text,
	"description_fr" text,
	"image_path" varchar(1024),
	"points_cost" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"caller" varchar(128) NOT NULL,
	"key" varchar(255) NOT NULL,
	"method" varchar(10) NOT NULL,
	"path" varchar(2048) NOT NULL,
	"body_hash" char(64) NOT NULL,
	"state" varchar(8) DEFAULT 'running' NOT NULL,
	"response_status" smallint,
	"response_headers" jsonb,
	"response_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_caller_key_unique" UNIQUE("caller","key"),
	CONSTRAINT "idempotency_keys_state_check" CHECK ("idempotency_keys"."state" in ('running', 'done'))
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"path" varchar(1024) NOT NULL,
	"mime" varchar(128) NOT NULL,
	"size" integer NOT NULL,
	"disk" varchar(16) DEFAULT 'local' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_path_unique" UNIQUE("path")
);
--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_followed_id_users_id_fk" FOREIGN KEY ("followed_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_accounts" ADD CONSTRAINT "points_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referred_user_id_users_id_fk" FOREIGN KEY ("referred_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD CONSTRAINT "social_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_types" ADD CONSTRAINT "promo_types_parent_id_promo_types_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."promo_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folder_items" ADD CONSTRAINT "folder_items_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folder_items" ADD CONSTRAINT "folder_items_folder_page_id_folder_pages_id_fk" FOREIGN KEY ("folder_page_id") REFERENCES "public"."folder_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folder_items" ADD CONSTRAINT "folder_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folder_items" ADD CONSTRAINT "folder_items_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folder_items" ADD CONSTRAINT "folder_items_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folder_pages" ADD CONSTRAINT "folder_pages_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_categories" ADD CONSTRAINT "post_categories_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_categories" ADD CONSTRAINT "post_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_images" ADD CONSTRAINT "post_images_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_type_id_promo_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."promo_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_webshop_id_webshops_id_fk" FOREIGN KEY ("webshop_id") REFERENCES "public"."webshops"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_promo_categories" ADD CONSTRAINT "online_promo_categories_online_promo_id_online_promos_id_fk" FOREIGN KEY ("online_promo_id") REFERENCES "public"."online_promos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_promo_categories" ADD CONSTRAINT "online_promo_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_promos" ADD CONSTRAINT "online_promos_webshop_id_webshops_id_fk" FOREIGN KEY ("webshop_id") REFERENCES "public"."webshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promoted_promos" ADD CONSTRAINT "promoted_promos_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reactions" ADD CONSTRAINT "reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_news_category_id_news_categories_id_fk" FOREIGN KEY ("news_category_id") REFERENCES "public"."news_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goto_links" ADD CONSTRAINT "goto_links_webshop_id_webshops_id_fk" FOREIGN KEY ("webshop_id") REFERENCES "public"."webshops"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_alert_subscriptions" ADD CONSTRAINT "deal_alert_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_terms" ADD CONSTRAINT "search_terms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_requests" ADD CONSTRAINT "prize_requests_prize_id_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."prizes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_requests" ADD CONSTRAINT "prize_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_tokens_user_idx" ON "access_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "follows_followed_idx" ON "follows" USING btree ("followed_id");--> statement-breakpoint
CREATE INDEX "pending_social_signups_expires_idx" ON "pending_social_signups" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "points_ledger_user_idx" ON "points_ledger" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_id");--> statement-breakpoint
CREATE INDEX "social_accounts_user_idx" ON "social_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_tokens_user_purpose_idx" ON "user_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_invited_by_idx" ON "users" USING btree ("invited_by");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "categories_position_idx" ON "categories" USING btree ("position");--> statement-breakpoint
CREATE INDEX "promo_types_parent_idx" ON "promo_types" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "brands_title_nl_trgm_idx" ON "brands" USING gin (f_unaccent("title_nl") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "brands_title_fr_trgm_idx" ON "brands" USING gin (f_unaccent("title_fr") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_title_nl_trgm_idx" ON "products" USING gin (f_unaccent("title_nl") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_title_fr_trgm_idx" ON "products" USING gin (f_unaccent("title_fr") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stores_title_nl_trgm_idx" ON "stores" USING gin (f_unaccent("title_nl") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stores_title_fr_trgm_idx" ON "stores" USING gin (f_unaccent("title_fr") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "webshops_title_nl_trgm_idx" ON "webshops" USING gin (f_unaccent("title_nl") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "webshops_title_fr_trgm_idx" ON "webshops" USING gin (f_unaccent("title_fr") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "folder_items_folder_idx" ON "folder_items" USING btree ("folder_id");--> statement-breakpoint
CREATE INDEX "folder_items_page_idx" ON "folder_items" USING btree ("folder_page_id");--> statement-breakpoint
CREATE INDEX "folder_items_product_idx" ON "folder_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "folders_store_valid_from_idx" ON "folders" USING btree ("store_id","valid_from" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "folders_valid_to_idx" ON "folders" USING btree ("valid_to");--> statement-breakpoint
CREATE INDEX "post_categories_category_idx" ON "post_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "post_images_post_idx" ON "post_images" USING btree ("post_id","position");--> statement-breakpoint
CREATE INDEX "posts_user_idx" ON "posts" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_status_idx" ON "posts" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_type_idx" ON "posts" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "posts_webshop_idx" ON "posts" USING btree ("webshop_id");--> statement-breakpoint
CREATE INDEX "posts_store_idx" ON "posts" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "online_promo_categories_category_idx" ON "online_promo_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "online_promos_webshop_idx" ON "online_promos" USING btree ("webshop_id");--> statement-breakpoint
CREATE INDEX "feed_items_rating_idx" ON "feed_items" USING btree ("rating" DESC NULLS FIRST,"published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_active;--> statement-breakpoint
CREATE INDEX "feed_items_newest_idx" ON "feed_items" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_active;--> statement-breakpoint
CREATE INDEX "feed_items_promo_type_idx" ON "feed_items" USING btree ("promo_type","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_active;--> statement-breakpoint
CREATE INDEX "feed_items_webshop_idx" ON "feed_items" USING btree ("webshop_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_active;--> statement-breakpoint
CREATE INDEX "feed_items_store_idx" ON "feed_items" USING btree ("store_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_active;--> statement-breakpoint
CREATE INDEX "feed_items_brand_idx" ON "feed_items" USING btree ("brand_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_active;--> statement-breakpoint
CREATE INDEX "feed_items_user_idx" ON "feed_items" USING btree ("user_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "feed_items_price_idx" ON "feed_items" USING btree ("price") WHERE is_active;--> statement-breakpoint
CREATE INDEX "feed_items_expired_at_idx" ON "feed_items" USING btree ("expired_at");--> statement-breakpoint
CREATE INDEX "feed_items_category_ids_idx" ON "feed_items" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "feed_items_search_nl_idx" ON "feed_items" USING gin ("search_nl");--> statement-breakpoint
CREATE INDEX "feed_items_search_fr_idx" ON "feed_items" USING gin ("search_fr");--> statement-breakpoint
CREATE INDEX "feed_items_title_nl_trgm_idx" ON "feed_items" USING gin (f_unaccent("title_nl") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "feed_items_title_fr_trgm_idx" ON "feed_items" USING gin (f_unaccent("title_fr") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "promoted_promos_section_idx" ON "promoted_promos" USING btree ("section","category_id","position");--> statement-breakpoint
CREATE INDEX "reactions_reactable_idx" ON "reactions" USING btree ("reactable_type","reactable_id");--> statement-breakpoint
CREATE INDEX "reactions_user_kind_idx" ON "reactions" USING btree ("user_id","kind","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "articles_category_published_idx" ON "articles" USING btree ("news_category_id","published_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "articles_title_trgm_idx" ON "articles" USING gin (f_unaccent("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "deal_alert_user_idx" ON "deal_alert_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "deal_alert_email_idx" ON "deal_alert_subscriptions" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "deal_alert_subscriable_idx" ON "deal_alert_subscriptions" USING btree ("subscriable_type","subscriable_id");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE read_at is null and checked_at is null;--> statement-breakpoint
CREATE INDEX "popular_searches_count_idx" ON "popular_searches" USING btree ("locale","count" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "search_terms_user_idx" ON "search_terms" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "prize_requests_user_idx" ON "prize_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "prize_requests_prize_idx" ON "prize_requests" USING btree ("prize_id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "uploads" USING btree ("user_id");