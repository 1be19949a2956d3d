ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirm_token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cities" DROP COLUMN "talent_count";--> statement-breakpoint
ALTER TABLE "cities" DROP COLUMN "productions_count";--> statement-breakpoint
ALTER TABLE "cities" DROP COLUMN "opportunities_count";--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_confirm_token_hash_unique" UNIQUE("confirm_token_hash");--> statement-breakpoint
-- Sign-ups made before double opt-in asked for the newsletter under the old rule: they stay subscribed.
UPDATE "newsletter_subscriptions" SET "confirmed_at" = "created_at" WHERE "confirmed_at" IS NULL;
