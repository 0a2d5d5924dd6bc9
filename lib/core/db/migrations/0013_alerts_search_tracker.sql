ALTER TABLE "alert_items" ALTER COLUMN "item_id" SET DATA TYPE bigint;--> statement-breakpoint
-- New recommendations mark their kind for the alert detector, as content does (0012).
CREATE TRIGGER tovsiyyeler_alerts AFTER INSERT ON tovsiyyeler FOR EACH STATEMENT EXECUTE FUNCTION alert_mark_change();
