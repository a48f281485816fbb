import { useEffect, useState } from 'react';

export type KoreanVoice = 'checking' | 'ready' | 'none';

// Chrome lists its voices a moment after the page asks (voiceschanged); a device that has named none by then has none.
const VOICES_WAIT_MS = 1500;

/** Korean text-to-speech where the device has a Korean voice; `status` says whether it has one. */
export function useKoreanSpeech() {
  const [voice, setVoice] = useState<SpeechSynthesisVoice | null>(null);
  const [hasWaited, setHasWaited] = useState(false);
  const isSupported = typeof window !== 'undefined' && 'speechSynthesis' in window;

  useEffect(() => {
    if (!isSupported) return;
    const pick = () =>
      setVoice(window.speechSynthesis.getVoices().find((v) => v.lang.toLowerCase().startsWith('ko')) ?? null);
    pick();
    window.speechSynthesis.addEventListener('voiceschanged', pick);
    const timer = window.setTimeout(() => setHasWaited(true), VOICES_WAIT_MS);
    return () => {
      window.speechSynthesis.removeEventListener('voiceschanged', pick);
      window.clearTimeout(timer);
    };
  }, [isSupported]);

  const speak = (text: string) => {
    if (!voice) return;
    window.speechSynthesis.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.voice = voice;
    utterance.lang = voice.lang;
    utterance.rate = 0.9;
    window.speechSynthesis.speak(utterance);
  };

  const status: KoreanVoice = voice ? 'ready' : !isSupported || hasWaited ? 'none' : 'checking';
  return { status, speak };
}
