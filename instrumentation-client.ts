// Runs in the browser before the application's code (Next.js instrumentation-client).
// Zod parses without compiled code, so the CSP's ban on eval is never tripped.
import '@/lib/security/zod-jitless';
