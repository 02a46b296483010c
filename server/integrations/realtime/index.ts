// Realtime: the `pusher` SDK behind an Effect service, and the spec's channel names.
export type { ChannelAudience, ChannelName, EventName } from "./channels.ts"
export { analyticsChannel, channelAudience, Channels, Events, paymentChannel, reauthChannel, userChannel, webChannel } from "./channels.ts"
export type { ChannelAuthorization, PresenceData } from "./Realtime.ts"
export { makeRealtime, Realtime, RealtimeError } from "./Realtime.ts"
export type { TriggeredEvent } from "./recorder.ts"
export { makeRealtimeRecorder } from "./recorder.ts"
export type { RealtimeClientSettings, RealtimeSettingsShape } from "./settings.ts"
export { realtimeClientSettings, RealtimeSettings, realtimeSettingsConfig } from "./settings.ts"
