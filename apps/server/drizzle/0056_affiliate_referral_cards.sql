CREATE TABLE "affiliate_referral_cards" (
	"referral_id" uuid NOT NULL,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_referral_cards_referral_id_fingerprint_pk" PRIMARY KEY("referral_id","fingerprint")
);
--> statement-breakpoint
ALTER TABLE "affiliate_referral_cards" ADD CONSTRAINT "affiliate_referral_cards_referral_id_affiliate_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."affiliate_referrals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_referral_cards_fingerprint_idx" ON "affiliate_referral_cards" USING btree ("fingerprint");