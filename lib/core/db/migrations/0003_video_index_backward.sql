DROP INDEX "videolar_parent_idx";--> statement-breakpoint
CREATE INDEX "videolar_parent_idx" ON "videolar" USING btree ("parent_id","id");