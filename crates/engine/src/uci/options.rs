//! The engine's UCI options: what `uci` announces and what `setoption` changes.

use super::Session;
use crate::eval::nnue::{Network, NetworkError};
use crate::levels::{Level, LEVELS};
use crate::search::parameters::TUNABLES;
use crate::time::DEFAULT_OVERHEAD_MS;
use std::sync::Arc;

/// The transposition table's size at start, in MB.
pub const DEFAULT_HASH_MB: usize = 16;
/// The largest table `Hash` allows, in MB (allocated lazily: see [`crate::tt`]).
pub const MAX_HASH_MB: usize = 1024;
/// The most lines `MultiPV` allows.
pub const MAX_MULTIPV: usize = 10;

impl Session {
    /// Answers `uci`: the engine's name and options.
    pub(super) fn identify(&self, out: &mut dyn FnMut(&str)) {
        let (weakest, strongest) = (LEVELS[0], Level::full_strength());
        out(&format!("id name {}", super::NAME));
        out("id author The chess app team");
        out(&format!(
            "option name Hash type spin default {DEFAULT_HASH_MB} min 1 max {MAX_HASH_MB}"
        ));
        out("option name Clear Hash type button");
        out(&format!(
            "option name MultiPV type spin default 1 min 1 max {MAX_MULTIPV}"
        ));
        out(&format!(
            "option name Move Overhead type spin default {DEFAULT_OVERHEAD_MS} min 0 max 5000"
        ));
        out("option name Ponder type check default false");
        out("option name EvalFile type string default <none>");
        out("option name UCI_Chess960 type check default false");
        out(&format!(
            "option name Skill Level type spin default {0} min 1 max {0}",
            strongest.number
        ));
        out("option name UCI_LimitStrength type check default false");
        out(&format!(
            "option name UCI_Elo type spin default {} min {} max {}",
            strongest.elo, weakest.elo, strongest.elo
        ));
        identify_tunables(out);
        out("uciok");
    }

    /// `EvalFile`: evaluates at full strength with the network in this file (`<none>`: the
    /// hand-written evaluation). A file that is not a network changes nothing.
    fn load_network(&mut self, path: &str) -> Result<(), String> {
        if path.is_empty() || path == "<none>" {
            self.network = None;
            return Ok(());
        }
        self.network = Some(Arc::new(Network::from_file(path)?));
        Ok(())
    }

    /// Evaluates at full strength with the network in `bytes` (a network file's contents):
    /// how the Web Worker, which has no files, is given its network. Bytes that are not a
    /// network change nothing.
    pub fn load_network_bytes(&mut self, bytes: &[u8]) -> Result<(), NetworkError> {
        self.network = Some(Arc::new(Network::from_bytes(bytes)?));
        Ok(())
    }

    /// Puts the searcher on the evaluation the session's level plays with: the network, if one
    /// is loaded, at the levels measured with it ([`Level::network`]); the hand-written
    /// evaluation at the others. The searcher is only told of a change (which empties its
    /// table).
    pub(super) fn use_level_evaluation(&mut self) {
        let wanted = if self.level().network {
            self.network.clone()
        } else {
            None
        };
        let identity = |network: &Option<Arc<Network>>| network.as_ref().map(Arc::as_ptr);
        if identity(&wanted) != identity(&self.searcher.network_handle()) {
            self.searcher.set_network(wanted);
        }
    }

    /// `setoption name NAME [value VALUE]`.
    pub(super) fn set_option(&mut self, args: &[&str]) -> Result<(), String> {
        let value_at = args
            .iter()
            .position(|&w| w == "value")
            .unwrap_or(args.len());
        let name = args
            .get(1..value_at)
            .unwrap_or_default()
            .join(" ")
            .to_ascii_lowercase();
        let value = args.get(value_at + 1..).unwrap_or_default().join(" ");
        let number = || {
            value
                .trim()
                .parse::<u64>()
                .map_err(|_| format!("'{value}' is not a number"))
        };
        let flag = || value.trim().eq_ignore_ascii_case("true");
        match name.as_str() {
            "hash" => self
                .searcher
                .set_hash(number()?.clamp(1, MAX_HASH_MB as u64) as usize),
            "clear hash" => self.searcher.clear(),
            "multipv" => self
                .searcher
                .set_multipv(number()?.clamp(1, MAX_MULTIPV as u64) as usize),
            "move overhead" => self.move_overhead_ms = number()?.min(5000),
            "ponder" => {}
            "evalfile" => self.load_network(value.trim())?,
            "uci_chess960" => self.chess960 = flag(),
            "skill level" => self.skill = number()?.clamp(1, LEVELS.len() as u64) as u8,
            "uci_limitstrength" => self.limit_strength = flag(),
            "uci_elo" => self.elo = number()? as u32,
            other => set_tunable(other, &value)?,
        }
        Ok(())
    }
}

/// A tuning build's search margins are options too (`--features tune`).
#[cfg(feature = "tune")]
fn set_tunable(name: &str, value: &str) -> Result<(), String> {
    let tunable = TUNABLES
        .iter()
        .find(|tunable| tunable.name.eq_ignore_ascii_case(name))
        .ok_or_else(|| format!("no option named '{name}'"))?;
    let number = value.trim().parse::<i32>();
    tunable.set(number.map_err(|_| format!("'{value}' is not a number"))?)
}

/// In the shipped build the search's margins are constants.
#[cfg(not(feature = "tune"))]
fn set_tunable(name: &str, _value: &str) -> Result<(), String> {
    Err(format!("no option named '{name}'"))
}

/// Announces a tuning build's margins as spin options.
fn identify_tunables(out: &mut dyn FnMut(&str)) {
    if cfg!(feature = "tune") {
        for tunable in TUNABLES {
            out(&format!(
                "option name {} type spin default {} min {} max {}",
                tunable.name, tunable.default, tunable.min, tunable.max
            ));
        }
    }
}
