/**
 * npm run bench:alerts [-- 1000 100000]: one new item matching N confirmed
 * subscriptions (seeded), found and delivered to a real SMTP server in this
 * process (smtp-server, counting only). Prints mails per second, the time
 * from storing the item to the last mail, the peak memory of the process and
 * its CPU time per mail (sender and sink together; the database's not).
 * Uses a scratch embedded database under .test-data/bench-alerts (or
 * BENCH_DATABASE_URL, a PostgreSQL server whose tables it resets).
 */
import fs from 'node:fs';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { reseed } from '@/demo/seed';
import { deliverDue } from '@/lib/features/alerts/deliver';
import { alertsEnv } from '@/lib/features/alerts/env';
import { detect, primeView } from '@/lib/features/alerts/detect';
import { mailTransport } from '@/lib/features/alerts/mail/transport';
import { closeAll, getDb, type Db } from '@/lib/core/db/client';
import { startSmtpSink } from '@/test/smtp-sink';

const SIZES = process.argv.slice(2).map(Number).filter(Boolean);
const SECRET = 'bench-secret-bench-secret-bench-secret';

async function seedSubscribers(db: Db, n: number): Promise<void> {
  await db.execute(
    sql`truncate alert_deliveries, alert_items, alert_subscriptions, alert_addresses, alert_queries restart identity cascade`,
  );
  await db.execute(
    sql`insert into alert_queries (target, language, title) values ('filter?type=audit', 'en', 'Audit | Archive')`,
  );
  await db.execute(sql`
    insert into alert_addresses (email, language)
    select 'reader' || g || '@bench.example.az', 'en' from generate_series(1, ${n}) g`);
  await db.execute(sql`
    insert into alert_subscriptions (address_id, query_id, frequency, confirmed_at)
    select id, 1, 'instant', now() from alert_addresses`);
  await primeView(db, 1);
}

async function run(db: Db, n: number) {
  await seedSubscribers(db, n);
  const sink = await startSmtpSink({ parse: false });
  process.env.SMTP_URL = sink.url;
  let peak = process.memoryUsage().rss;
  // What stays on the heap after a full collection (node --expose-gc), every second:
  // retained memory, as opposed to garbage not yet collected.
  const gc = globalThis.gc;
  let peakHeap = 0;
  let ticks = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
    if (gc && ++ticks % 10 === 0) {
      gc();
      peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
    }
  }, 100);
  const cpuBefore = process.cpuUsage();
  const stored = performance.now();
  await db.execute(sql`
    insert into dercler (title_az, title_en, text_az, text_en, date, type_id)
    select 'Yeni audit', 'New audit', '<p>Mətn</p>', '<p>Text</p>', current_date, id from types where short_title = 'audit'`);
  const found = await detect(db, { remote: false, pollS: 86_400 });
  const queued = performance.now();
  const sent = await deliverDue(db, mailTransport(), SECRET, {
    parallel: alertsEnv().SMTP_POOL * 2,
  });
  await sink.waitFor(n, 600_000);
  const last = performance.now();
  const cpu = process.cpuUsage(cpuBefore);
  clearInterval(sampler);
  mailTransport().close();
  await sink.close();
  return {
    n,
    found,
    sent,
    received: sink.total,
    queueMs: Math.round(queued - stored),
    totalS: ((last - stored) / 1000).toFixed(1),
    mailsPerS: Math.round(n / ((last - queued) / 1000)),
    peakRssMb: Math.round(peak / 1024 / 1024),
    peakHeapMb: Math.round(peakHeap / 1024 / 1024),
    /** this process's CPU time (sender and SMTP sink) per mail: the figure least bent by other load */
    cpuMsPerMail: ((cpu.user + cpu.system) / 1000 / n).toFixed(2),
  };
}

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  if (url) process.env.DATABASE_URL = url;
  else {
    delete process.env.DATABASE_URL;
    process.env.DATA_DIR = '.test-data/bench-alerts';
    fs.rmSync(process.env.DATA_DIR, { recursive: true, force: true });
  }
  process.env.SITE_URL ??= 'https://sai.example.az';
  const db = await getDb();
  await reseed(db);
  console.log(
    `database: ${url ? 'PostgreSQL server' : 'embedded (PGlite)'}; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  for (const n of SIZES.length ? SIZES : [1000, 100_000]) {
    const r = await run(db, n);
    console.log(
      `N=${r.n}: ${r.received}/${r.n} mails arrived; ${r.mailsPerS} mails/s; new item to last mail ${r.totalS} s ` +
        `(found and queued in ${r.queueMs} ms); peak RSS ${r.peakRssMb} MB, heap after GC ${r.peakHeapMb} MB; ` +
        `CPU ${r.cpuMsPerMail} ms a mail (sender and sink)`,
    );
  }
  await closeAll();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
