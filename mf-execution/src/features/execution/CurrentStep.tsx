import { css, type Theme } from '@emotion/react';
import { PHOTO_REQUIRED_MESSAGE, type ChecklistItem } from '@staydesk/contracts';
import { Button } from '@staydesk/design-system';
import { fileButtonStyle, hiddenFileInput } from '@staydesk/design-system/attachments';
import { useId } from 'react';
import { bigButtonStyle, cardStyle, sectionTitleStyle } from './styles';

const noticeStyle = (theme: Theme) => css`
  margin: 0;
  padding: ${theme.space[3]};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.tones.warning.softBackground};
  color: ${theme.colors.tones.warning.softText};
`;

interface CurrentStepProps {
  step: ChecklistItem;
  photo: File | null;
  onPhoto: (photo: File | null) => void;
  completing: boolean;
  onComplete: () => void;
}

/**
 * The step to do now: what to do, how it is checked, and, where the step needs one, the photo
 * that proves it (the camera on a phone, a picked file elsewhere).
 */
export function CurrentStep({ step, photo, onPhoto, completing, onComplete }: CurrentStepProps) {
  const headingId = useId();
  const needsPhoto = step.photo_required && photo === null;
  return (
    <section aria-labelledby={headingId} css={cardStyle}>
      <h3 id={headingId} css={sectionTitleStyle}>
        Current step: {step.title}
      </h3>
      {step.instructions && (
        <div>
          <strong>Instructions</strong>
          <p css={{ margin: 0, whiteSpace: 'pre-line' }}>{step.instructions}</p>
        </div>
      )}
      {step.verification_criteria && (
        <div>
          <strong>Verification criteria</strong>
          <p css={{ margin: 0, whiteSpace: 'pre-line' }}>{step.verification_criteria}</p>
        </div>
      )}
      {step.photo_required && (
        <>
          {needsPhoto && <p css={noticeStyle}>{PHOTO_REQUIRED_MESSAGE}</p>}
          <label css={(theme: Theme) => fileButtonStyle(theme, 'md')}>
            <input
              type="file"
              accept="image/*"
              capture="environment"
              css={hiddenFileInput}
              onChange={(event) => {
                const picked = event.currentTarget.files?.[0] ?? null;
                event.currentTarget.value = '';
                if (picked) onPhoto(picked);
              }}
            />
            {photo ? 'Retake photo' : 'Take photo'}
          </label>
          {photo && <p css={{ margin: 0, overflowWrap: 'anywhere' }}>Photo taken: {photo.name}</p>}
        </>
      )}
      <Button css={bigButtonStyle} disabled={needsPhoto} loading={completing} onClick={onComplete}>
        Complete Step
      </Button>
    </section>
  );
}
