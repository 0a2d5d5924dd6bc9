// Unit tests never talk to a real upstream or to the developer's ./data.
delete process.env.AUDIT_API_URL;
delete process.env.DATABASE_URL;
process.env.DATA_DIR = process.env.DATA_DIR_FOR_TESTS || '.test-data/unit-default';
