ALTER TABLE "profiles" ADD COLUMN "image_id" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "static_image_url" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_image_id_uploaded_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."uploaded_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profiles_image_id_idx" ON "profiles" USING btree ("image_id");--> statement-breakpoint
-- Data (written by hand, decision 014): an avatar the old code stored as its URL, /uploads/<storage key>-400.webp,
-- becomes a reference to its uploaded image. A URL whose image is gone was already a broken picture: it is dropped.
UPDATE "profiles" SET "image_id" = "uploaded_images"."id" FROM "uploaded_images" WHERE "uploaded_images"."purpose" = 'avatar' AND "profiles"."image_url" = '/uploads/' || "uploaded_images"."storage_key" || '-400.webp';--> statement-breakpoint
-- Anything else in image_url is the site's own art the seed gave a sample profile (/images/talent/...).
UPDATE "profiles" SET "static_image_url" = "image_url" WHERE "image_url" IS NOT NULL AND "image_url" NOT LIKE '/uploads/%';
