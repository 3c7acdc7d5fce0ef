//! Sounds for moves, captures, castling, check, the end of the game and low time, made with
//! Web Audio (nothing to download, so they work offline), in two voices: short tones, and a
//! wooden board (a low thud under a short click, as a piece put down on wood). Browsers allow sound only after the
//! player has touched the page: the audio context is created on the first gesture, and until
//! then a sound is simply not played (never an error).

use crate::state::settings::SoundSet;
use crate::state::vocabulary::EventKind;
use std::cell::RefCell;
use web_sys::{AudioContext, AudioContextState, OscillatorType};

thread_local! {
    static CONTEXT: RefCell<Option<AudioContext>> = const { RefCell::new(None) };
}

/// Makes sound possible from now on (call from a user gesture's handler).
pub fn unlock() {
    CONTEXT.with(|context| {
        let mut context = context.borrow_mut();
        if context.is_none() {
            *context = AudioContext::new().ok();
        }
        if let Some(context) = context.as_ref() {
            if context.state() == AudioContextState::Suspended {
                let _ = context.resume();
            }
        }
    });
}

/// A tone: frequency (Hz), start offset and length (s), loudness, wave.
#[derive(Clone, Copy)]
struct Tone(f32, f64, f64, f32, OscillatorType);

fn tones(kind: EventKind, set: SoundSet) -> Vec<Tone> {
    match set {
        SoundSet::Tones => plain_tones(kind),
        SoundSet::Wood => wood(kind),
    }
}

/// A piece put down on wood at `at`: a thud (a low sine that dies at once) under a click (a
/// high triangle of a hundredth of a second); `weight` makes it heavier.
fn knock(at: f64, weight: f32) -> [Tone; 2] {
    use OscillatorType::{Sine, Triangle};
    [
        Tone(
            150.0 - 30.0 * weight,
            at,
            0.07 + 0.03 * f64::from(weight),
            0.45 + 0.2 * weight,
            Sine,
        ),
        Tone(1900.0, at, 0.012, 0.12, Triangle),
    ]
}

fn wood(kind: EventKind) -> Vec<Tone> {
    use OscillatorType::{Sine, Triangle};
    match kind {
        EventKind::Move => knock(0.0, 0.0).to_vec(),
        EventKind::Capture => [knock(0.0, 1.0), knock(0.05, 0.5)].concat(),
        EventKind::Castle => [knock(0.0, 0.0), knock(0.09, 0.0)].concat(),
        EventKind::Check => [
            knock(0.0, 0.3).to_vec(),
            vec![Tone(660.0, 0.0, 0.12, 0.12, Sine)],
        ]
        .concat(),
        EventKind::GameEnd => vec![
            Tone(196.0, 0.0, 0.6, 0.2, Sine),
            Tone(294.0, 0.06, 0.6, 0.14, Sine),
            Tone(392.0, 0.12, 0.7, 0.12, Sine),
        ],
        EventKind::LowTime => vec![
            Tone(1200.0, 0.0, 0.03, 0.2, Triangle),
            Tone(1200.0, 0.14, 0.03, 0.2, Triangle),
        ],
    }
}

fn plain_tones(kind: EventKind) -> Vec<Tone> {
    use OscillatorType::{Sine, Square, Triangle};
    match kind {
        EventKind::Move => vec![Tone(520.0, 0.0, 0.05, 0.25, Triangle)],
        EventKind::Capture => vec![
            Tone(180.0, 0.0, 0.09, 0.3, Square),
            Tone(520.0, 0.0, 0.04, 0.15, Triangle),
        ],
        EventKind::Castle => vec![
            Tone(520.0, 0.0, 0.04, 0.22, Triangle),
            Tone(440.0, 0.07, 0.05, 0.22, Triangle),
        ],
        EventKind::Check => vec![
            Tone(880.0, 0.0, 0.08, 0.2, Sine),
            Tone(1175.0, 0.08, 0.1, 0.2, Sine),
        ],
        EventKind::GameEnd => vec![
            Tone(523.0, 0.0, 0.35, 0.18, Sine),
            Tone(659.0, 0.05, 0.35, 0.15, Sine),
            Tone(784.0, 0.1, 0.45, 0.15, Sine),
        ],
        EventKind::LowTime => vec![
            Tone(988.0, 0.0, 0.07, 0.2, Square),
            Tone(988.0, 0.15, 0.07, 0.2, Square),
        ],
    }
}

/// Plays the sound of an event in a voice, if sound is possible yet.
pub fn play(kind: EventKind, set: SoundSet) {
    CONTEXT.with(|context| {
        let context = context.borrow();
        // A context made in a gesture may still be resuming (that is asynchronous): the tones
        // are scheduled anyway and sound as it runs.
        let Some(context) = context
            .as_ref()
            .filter(|c| c.state() != AudioContextState::Closed)
        else {
            return;
        };
        let now = context.current_time();
        for Tone(frequency, offset, length, loudness, wave) in tones(kind, set) {
            let _ = play_tone(context, now + offset, length, frequency, loudness, wave);
        }
    });
}

fn play_tone(
    context: &AudioContext,
    at: f64,
    length: f64,
    frequency: f32,
    loudness: f32,
    wave: OscillatorType,
) -> Result<(), wasm_bindgen::JsValue> {
    let oscillator = context.create_oscillator()?;
    let gain = context.create_gain()?;
    oscillator.set_type(wave);
    oscillator.frequency().set_value(frequency);
    gain.gain().set_value_at_time(loudness, at)?;
    gain.gain()
        .exponential_ramp_to_value_at_time(0.001, at + length)?;
    oscillator.connect_with_audio_node(&gain)?;
    gain.connect_with_audio_node(&context.destination())?;
    oscillator.start_with_when(at)?;
    oscillator.stop_with_when(at + length + 0.02)?;
    Ok(())
}
