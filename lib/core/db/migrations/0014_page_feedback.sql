CREATE TABLE "page_feedback" (
	"path" text NOT NULL,
	"locale" text NOT NULL,
	"kind" text NOT NULL,
	"useful" boolean NOT NULL,
	"comment" text,
	"month" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "page_feedback_month_kind_idx" ON "page_feedback" USING btree ("month","kind");