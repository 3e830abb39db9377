/**
 * The network between the phone and the platform, as a TCP relay a journey can cut: while cut,
 * every open connection is reset and every new one refused, so each engine meets the same outage
 * (a tunnel, a dead Wi-Fi) whatever it can emulate itself (WebKitWebDriver cannot go offline).
 * The origin stays the same, so the service worker and storage of the visit before still apply.
 */
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

export interface CuttableLink {
  url: string;
  cut(): void;
  restore(): void;
  stop(): Promise<void>;
}

export async function startCuttableLink(targetPort: number): Promise<CuttableLink> {
  let isCut = false;
  const open = new Set<Socket>();
  const track = (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  };
  const server = createServer((client) => {
    if (isCut) return client.destroy();
    const upstream = connect(targetPort, '127.0.0.1');
    track(client);
    track(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    cut: () => {
      isCut = true;
      for (const socket of open) socket.destroy();
    },
    restore: () => {
      isCut = false;
    },
    stop: async () => {
      for (const socket of open) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
