// Realtime: the `pusher` SDK behind an Effect service, and the spec's channel names.
export { analyticsChannel, channelAudience, Channels, Events, paymentChannel, reauthChannel, userChannel, webChannel } from "./channels.ts"
export type { ChannelAudience, ChannelName, EventName } from "./channels.ts"
export { makeRealtime, Realtime, RealtimeError } from "./Realtime.ts"
export { makeRealtimeRecorder } from "./recorder.ts"
export type { TriggeredEvent } from "./recorder.ts"
export type { ChannelAuthorization, PresenceData } from "./Realtime.ts"
export { realtimeClientSettings, realtimeSettingsConfig, RealtimeSettings } from "./settings.ts"
export type { RealtimeClientSettings, RealtimeSettingsShape } from "./settings.ts"
