import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The network between a shop terminal and the server, as a real HTTP hop in the test process that
 * a test can cut. Up, it passes every request on. Down, it drops each connection as it comes (the
 * client sees a reset, never a refusal: it cannot tell whether the server got anything). A test can
 * also lose the next coupon post on the way there (the server never sees it) or on the way back
 * (the server placed it; its answer is lost), after which the link goes down. Refusing, nobody
 * listens any more: a connection is refused, so the client knows that nothing was sent.
 */
export class ServerLink {
  private mode: 'up' | 'down' = 'up';
  private lose: 'request' | 'answer' | null = null;
  /** the coupon posts that reached the server through the link */
  readonly couponPosts: string[] = [];

  private constructor(
    private readonly server: http.Server,
    readonly url: string,
  ) {}

  static async start(target: string): Promise<ServerLink> {
    const to = new URL(target);
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const link = new ServerLink(server, `http://127.0.0.1:${port}`);
    server.on('request', (req, res) => link.handle(req, res, to));
    return link;
  }

  up(): void {
    this.mode = 'up';
  }

  down(): void {
    this.mode = 'down';
    this.server.closeIdleConnections();
  }

  /** The next coupon post never reaches the server; the link is down from then on. */
  loseNextCouponRequest(): void {
    this.lose = 'request';
  }

  /** The next coupon post reaches the server, its answer is lost; the link is down from then on. */
  loseNextCouponAnswer(): void {
    this.lose = 'answer';
  }

  /** Nobody listens at the link's address from now on. */
  async refuse(): Promise<void> {
    await this.close();
  }

  async close(): Promise<void> {
    if (!this.server.listening) return;
    const closed = new Promise((resolve) => this.server.close(resolve));
    this.server.closeAllConnections();
    await closed;
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse, to: URL): void {
    if (this.mode === 'down') return void req.socket.destroy();
    const couponPost = req.method === 'POST' && req.url === '/api/v1/coupons';
    const lose = couponPost ? this.lose : null;
    if (lose) {
      this.lose = null;
      this.down();
    }
    if (lose === 'request') return void req.socket.destroy();
    const upstream = http.request(
      {
        host: to.hostname,
        port: to.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: to.host },
      },
      (answer) => {
        if (couponPost) this.couponPosts.push(String(answer.statusCode));
        if (lose === 'answer') {
          // the server has answered in full; the way back is cut
          answer.resume();
          answer.on('end', () => req.socket.destroy());
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => req.socket.destroy());
    req.pipe(upstream);
  }
}
