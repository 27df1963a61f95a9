import { Button } from '@staydesk/design-system';
import { useVoiceQuestion } from './useVoiceQuestion';

/** Ask by voice; shown only when the API can transcribe. */
export function VoiceQuestionButton({ onQuestion }: { onQuestion(question: string): void }) {
  const voice = useVoiceQuestion(onQuestion);
  if (!voice.offered) return null;
  const recording = voice.state === 'recording';
  return (
    <>
      <Button
        type="button"
        variant="secondary"
        aria-pressed={recording}
        loading={voice.state === 'transcribing'}
        onClick={() => (recording ? voice.stop() : void voice.start())}
      >
        {recording ? 'Stop recording' : 'Ask by voice'}
      </Button>
      {voice.error && <p role="alert">{voice.error}</p>}
    </>
  );
}
