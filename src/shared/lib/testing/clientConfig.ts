// GET /auth/api/v2/client-config as a fake server answers it: sandbox payments (no publishable key)
// and no guest links unless a test says otherwise.
import type { FakeAnswer } from "./fakeServer.ts"

export interface ClientConfigOverrides {
  readonly stripe_publishable_key?: string | null
  readonly sandbox_publishable_key?: string | null
  readonly docs_url?: string | null
  readonly support_url?: string | null
  readonly support_email?: string | null
}

export const clientConfigAnswer = (overrides: ClientConfigOverrides = {}): FakeAnswer => ({
  status: 200,
  body: {
    data: {
      pusher: { key: "k", cluster: "mt1", ws_host: null, ws_port: null, force_tls: true, auth_endpoint: "/auth/api/v2/broadcasting/auth" },
      stripe_publishable_key: null,
      docs_url: null,
      support_url: null,
      ...overrides
    }
  }
})
