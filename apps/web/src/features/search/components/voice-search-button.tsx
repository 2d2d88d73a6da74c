import connectVoiceSearch, {
  type VoiceSearchConnectorParams,
  type VoiceSearchWidgetDescription,
} from 'instantsearch.js/es/connectors/voice-search/connectVoiceSearch';
import { useConnector } from 'react-instantsearch';

function useVoiceSearch() {
  return useConnector<VoiceSearchConnectorParams, VoiceSearchWidgetDescription>(connectVoiceSearch, {});
}

/** Spec section 8's wording when the browser cannot listen. */
export const VOICE_UNSUPPORTED_LABEL = 'Search by voice (not supported on this browser)';

/**
 * Voice search where the browser supports it (Web Speech API); where it does not, the button stays,
 * disabled, saying so; a refused microphone (error 'not-allowed') says that too.
 */
export function VoiceSearchButton() {
  const { isBrowserSupported, isListening, toggleListening, voiceListeningState } = useVoiceSearch();
  const refused = voiceListeningState.errorCode === 'not-allowed';
  const label = !isBrowserSupported
    ? VOICE_UNSUPPORTED_LABEL
    : isListening
      ? 'Stop listening'
      : 'Search by voice';
  return (
    <>
      <button
        type="button"
        title={label}
        aria-label={label}
        aria-pressed={isListening}
        disabled={!isBrowserSupported}
        onClick={toggleListening}
        className={`flex size-11 items-center justify-center rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-brand-500 ${
          isBrowserSupported
            ? 'cursor-pointer text-stone-700 hover:bg-stone-100'
            : 'cursor-not-allowed text-stone-400'
        } ${isListening ? 'bg-red-50 text-red-700' : ''}`}
      >
        <svg
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <rect x="9" y="2" width="6" height="12" rx="3" />
          <path d="M5 10a7 7 0 0 0 14 0M12 17v4M8 21h8" strokeLinecap="round" />
        </svg>
      </button>
      {refused && (
        <p
          role="alert"
          className="absolute top-full right-0 z-10 mt-1 w-64 rounded-lg bg-stone-900 p-2 text-sm text-white"
        >
          Microphone access was refused (not-allowed). Allow it in the browser to search by voice.
        </p>
      )}
    </>
  );
}
