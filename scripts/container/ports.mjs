/** Free loopback ports for the container check, drawn from 39000–39999 (clear of the tests' ports). */
import net from 'node:net';

const taken = new Set();

function isFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export async function freePort() {
  for (let i = 0; i < 200; i++) {
    const port = 39000 + Math.floor(Math.random() * 1000);
    if (!taken.has(port) && (await isFree(port))) {
      taken.add(port);
      return port;
    }
  }
  throw new Error('no free port in 39000–39999');
}
